// A count-down clamped to [0, 3] from the low half of a 64-bit value (a
// start's argument, saved across a suspension). The code generator lowers
// the clamp `umin(n, 3)` as `w8 = w7; if w7 < 3 goto +1; w8 = 3`: the copy
// comes before the branch that tests the original, and the verifier links
// a 32-bit copy to its source only when the source's value fits 32 bits,
// which a 64-bit register's does not. It narrowed w7 alone and walked the
// loop down from w8 = 0x7fffffff ("The sequence of 8193 jumps is too
// complex"; extended fuzz seed 2885, which loads as plain C). The count is
// now zero-extended in its register before the clamp copies it.
// RUN: start 0 5 -> SUSPENDED 5; resume 1 -> DONE 2421
// RUN: start 2 20 -> SUSPENDED 20; resume 0 -> DONE 37783927
// RUN: start 2 20 -> SUSPENDED 20; resume -30 -> DONE 35191
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__u64 v1 = (__u64)a ^ 0x975;
	int v2 = (int)b;
	int n;

	v2 += (int)YIELD(b);
	n = (int)v1;
	if (n > 3)
		n = 3;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		v2 = (int)((fz_mix(0, v1) & (v2 >= 17 ? v1 : 0)) + (__u16)a);
	return (long)(v1 ^ ((__u64)(__u32)v2 << 14));
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
