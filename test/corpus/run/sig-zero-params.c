// A coroutine with no parameters.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(void)
{
	bpf_coro_yield(1);
	bpf_coro_yield(2);
	return 3;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
