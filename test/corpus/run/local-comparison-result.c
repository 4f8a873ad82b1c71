// A comparison result live across a suspension.
// RUN: start 5 -> SUSPENDED 0; resume 0 -> DONE 11
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	_Bool big = n > 3;
	_Bool odd = n & 1;

	bpf_coro_yield(0);
	return big * 10 + odd;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
