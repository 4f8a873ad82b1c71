// Three parameters of 64 bits, all used after a suspension.
// RUN: start 0x100000000 2 -3 -> SUSPENDED 1; resume 0 -> DONE 0x10000000f
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a, long b, long c)
{
	bpf_coro_yield(1);
	return a + b * 10 + c * 3 + 4;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2))
