// A pointer into a global array live across a suspension (recomputed).
// RUN: start 3 -> SUSPENDED 0; resume 0 -> DONE 44
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g[4] = { 11, 22, 33, 44 };

__bpf_coro static long co(int n)
{
	long *p = &g[n & 3];

	bpf_coro_yield(0);
	return *p;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
