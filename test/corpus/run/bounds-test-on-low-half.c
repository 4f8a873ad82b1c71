// A store arr[ix] under `if (ix < 20)`, with ix the low half of a 64-bit
// parameter and the stored value yielded for. InstCombine computes the
// index as `a & 31` from the saved parameter, the test is on `(__u32)a`,
// which is neither saved nor recomputed: the resume re-checked nothing and
// the verifier saw an index up to 31 into 20 elements ("invalid
// variable-offset write to stack"; 15 of 470 programs of an independent
// random tester). The resume now tests the reload's low half against 20.
// RUN: start 7 -> SUSPENDED 1; resume 5 -> DONE 12; start 25 -> DONE 25
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u16 arr[20] = { 0 };
	__u32 ix = (__u32)a;

	if (ix < 20) {
		long v = bpf_coro_yield(1);

		arr[ix] = (__u16)v;
	}
	return arr[7] + ix;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
