// A compound literal's contents live across a suspension.
// RUN: start 2 -> SUSPENDED 0; resume 0 -> DONE 30
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int *p = (int[4]){ 10, 20, 30, 40 };

	bpf_coro_yield(0);
	return p[n & 3];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
