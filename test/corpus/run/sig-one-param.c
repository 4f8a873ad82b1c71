// One parameter, used after two suspensions.
// RUN: start 41 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> DONE 42
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int a)
{
	bpf_coro_yield(0);
	bpf_coro_yield(0);
	return a + 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
