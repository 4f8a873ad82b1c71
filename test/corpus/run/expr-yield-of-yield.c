// bpf_coro_yield(bpf_coro_yield(1)): the value in is handed out again.
// RUN: start -> SUSPENDED 1; resume 42 -> SUSPENDED 42; resume 7 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	return bpf_coro_yield(bpf_coro_yield(1));
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
