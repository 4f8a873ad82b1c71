// A value a resume does not reload on its way (nothing reads it there)
// reaches a later block's phi as undef; the code generator gave the phi's
// register nothing on that way, and the optimiser's code read it anyway
// (a select whose other arm it proved taken, and a save of the value at
// the next suspension): "R5 !read_ok" where the plain-C twin loads. Such
// inputs are now zero (lib/BPFCoroDefinedPhis). The extended fuzz
// generator's seed 13840 (test/kernel/fuzz/gen.c), reduced by deleting
// statements while the old plugin's output still failed; the empty loops
// left keep the optimiser's shape. The expected values are the body's,
// run on the host.
// RUN: start 5 24 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 9 -> SUSPENDED 5; resume 9 -> DONE -481716317;
// RUN: start -7 7 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 2 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 2 -> DONE 17588154816321;
// RUN: start 3 32768 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> DONE 1;
// RUN: start 4660 31 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 1 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 1 -> SUSPENDED 463; resume 2 -> SUSPENDED 463; resume 1 -> SUSPENDED 463; resume 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 7 -> SUSPENDED 5; resume 8 -> DONE -215365734
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s16 v0 = (__s16)(b);
	__s64 v1 = (__s64)(a);
	__s32 v2 = (__s32)(a);
	__s16 v3 = (__s16)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 154U, 463U };
	__u32 arr1[4] = { (__u32)a, (__u32)b, 966U, 133U };
	int n0 = (int)(((__u64)b >> 5) & 3) + 1;
	int n1 = (int)(((__u64)b >> 3) & 3) + 1;

	{
		int i0 = 0;

		do {
			for (int i1 = 0; i1 < 2 && (YIELD((__u64)arr0[v3 & 3]) & 3) != 2; i1++) {
			}
		} while (++i0 < 4);
	}
	v2 = (__s32)((fz_sum(fz_mix((__u64)v0, (__u64)v3)) % ((0x12f81c4b4eULL & 7) + 1)));
	for (int i2 = 0; i2 < n1; i2++) {
		{
			int i3 = 0;

			do {
				v1 = (__s64)(((__u64)(i3 + 1) >> 14));
				if (v0 < v1) return (long)((__u64)(i3 + 1));
			} while (++i3 < 1);
		}
		YIELD(fz_sum((__u64)((__s64)((__u64)v1) >> 0)));
	}
	for (int i4 = 0; i4 < 1; i4++) {
	}
	arr1[((__u64)b) & 3] = (__u32)YIELD((__u64)v2);
	return (long)(((__u64)v1 | ((__u64)v1 - (__u64)a)) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ ((__u64)arr1[0] << 12) ^ ((__u64)arr1[1] << 15) ^ ((__u64)arr1[2] << 18) ^ ((__u64)arr1[3] << 21) ^ (__u64)n0 ^ (__u64)n1);
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
