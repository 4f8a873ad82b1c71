// Resume of a frame never started is INVALID.
// RUN: resume 0 -> INVALID; start 1 -> SUSPENDED 1
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
