// A loop to a bound computed from an argument, after the resume has
// rechecked the bound's range (the n == 1 and n == 2 trips are peeled off)
// and inside an outer loop the bound does not change in. LLVM's loop
// strength reduction turns the counter into a 32-bit countdown from n - 2,
// computed once before the outer loop, above the rechecks: the verifier does
// not carry the rechecked range of n over to n - 2, counts down from
// 0xffffffff and stops at a million instructions. Reduced from a fuzz
// program (seed 269 of test/kernel/fuzz/gen.c extended: switch, do-while and
// struct statements); as plain C the optimiser folds the loops away. The
// expected values are the body's, run on the host.
// RUN: start 1 96 -> SUSPENDED 96; resume 0 -> SUSPENDED 1;
// RUN: resume 0 -> SUSPENDED 160; resume 0 -> SUSPENDED 149;
// RUN: resume 0 -> SUSPENDED 149; resume 2 -> DONE 27
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define YIELD(x) bpf_coro_yield(x)

__bpf_coro static long co(long a, long b)
{
	__u32 v0 = (__u32)(a);
	__s16 v1 = (__s16)(194);
	__s64 v2 = (__s64)(149);
	__u8 v3 = (__u8)(160);
	__s32 v4 = (__s32)(238);
	__u64 v5 = (__u64)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 690U, 51U };
	int n0 = (int)(((__u64)b >> 5) & 3) + 1;
	__u16 x = (__u16)a;

	if ((YIELD(v5) & 2) == 0) {
		if ((YIELD((__u64)(v4 > 50)) & 1) == 0) {
			YIELD(v3);
		}
		arr0[((__u64)v3) & 3] = (__u32)v2;
	}
	{
		int i1 = 0;

		do {
			for (int i2 = 0; i2 < n0; i2++) {
				v3 = (__u8)(((((__u64)a ^ (__u64)v5) % (((__u64)b & 7) + 1)) | ((__u64)(v4 == v3) | (__u64)v5)));
				v5 = (__u64)(0x6ULL);
				x = (__u16)((__u64)arr0[v5 & 3]);
			}
		} while (++i1 < 4);
	}
	for (int i3 = 0; i3 < 3 && (YIELD(v2) & 2) != 2; i3++) {
		arr0[(i3 + 1) & 3] = (__u32)((__u64)v0);
	}
	return (long)(v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ v5 ^ arr0[0] ^ arr0[1] ^ arr0[2] ^ arr0[3] ^ n0 ^ x);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
