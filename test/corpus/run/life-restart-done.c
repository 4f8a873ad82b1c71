// Start again on a finished frame, twice.
// RUN: start 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3; start 10 -> SUSPENDED 10; resume 0 -> SUSPENDED 11; resume 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	bpf_coro_yield(n + 1);
	return n + 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
