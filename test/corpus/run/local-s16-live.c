// A short local live across a suspension.
// RUN: start 0 -> SUSPENDED 1; resume 0 -> DONE -30000
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	short v = -30000 + n;

	bpf_coro_yield(1);
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
