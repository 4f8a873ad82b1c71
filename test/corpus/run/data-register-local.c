// A register local live across a suspension.
// RUN: start 6 -> SUSPENDED 0; resume 0 -> DONE 36
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	register long sq = (long)n * n;

	bpf_coro_yield(0);
	return sq;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
