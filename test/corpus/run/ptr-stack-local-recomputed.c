// A pointer into a local array live across a suspension (recomputed).
// RUN: start 2 -> SUSPENDED 0; resume 0 -> DONE 30
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[4] = { 10, 20, 30, 40 };
	int *p = &a[n & 3];

	bpf_coro_yield(0);
	return *p;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
