// A count-down from a call's result shifted left by 26 and clamped to
// [0, 3], around a suspension. At the clamp the verifier holds a count
// whose range says [1, 2] and whose known bits say a multiple of 2^26: a
// state no run reaches, which it walks as 0. Counted down, that is
// 0xffffffff, and the loop's exit test, `n u> 1` on the next value, walked
// it round 2^32 times ("The sequence of 8193 jumps is too complex";
// extended fuzz seed 1884, which loads as plain C). A count-down's next
// value is now tested signed where both tests are the same (n s> 1), so
// such a state leaves the loop at once.
// RUN: start 0 0 -> DONE 0
// RUN: start 1 0 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 0 -> SUSPENDED 0
// RUN: resume 7 -> SUSPENDED 1; resume 9 -> DONE 14
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__u32 v0 = (__u32)b;
	__s16 v1 = (__s16)a;
	__u8 v2 = (__u8)a;
	__s32 v3 = (__s32)b;
	__u32 arr[4] = { (__u32)a, (__u32)b, 784, 679 };
	__u16 x = (__u16)a;
	__u64 y = (__u64)a;
	int n = (int)(fz_sum(v2) << 26);

	if (n > 3)
		n = 3;
	if (n < 0)
		n = 0;
	while (n-- > 0) {
		if (v0 != (__s64)(((__u64)v1 | y) << 45)) {
			y = YIELD((__u64)((__s64)(__u64)v2 >> 63));
		} else {
			v0 = (__u32)(fz_mix(b, v2) & 7);
			v2 = (((__u64)b * x) & 7) <= 2;
		}
	}
	n = (int)(x & ((__u64)b | (__u64)v1));
	if (n < 0)
		n = 0;
	while (n-- > 0)
		v3 = (__s32)YIELD(arr[v3 & 3]);
	return (long)(v0 ^ v1 ^ v2 ^ v3 ^ y);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
