// A counter's next value computed beside the test of the current one:
// after a resume the split code reloads i2 (checked to [0, 2]), computes
// i2 + 1 in another register, and only then tests i2 < 2; the verifier
// narrows i2, not the copy, and the next iteration's `arr0[(i2 + 1) & 3]`,
// whose mask the optimiser dropped knowing i2 + 1 <= 2, is to the verifier
// an index of [1, 3] into arr0 + 4: "invalid variable-offset write to
// stack". The next value is now computed below the test
// (lib/BPFCoroExitTest). The extended fuzz generator's seed 10636
// (test/kernel/fuzz/gen.c), reduced by deleting statements while the old
// plugin's output still failed; the empty loops and branches left keep the
// optimiser's shape. The expected values are the body's, run on the host.
// RUN: start 74565 32768 -> SUSPENDED 14941; resume 2 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 0 -> SUSPENDED 147931136; resume 3 -> DONE 6700829139725166576;
// RUN: start 5 98304 -> SUSPENDED 42; resume 2 -> SUSPENDED 212; resume 2 -> SUSPENDED 0; resume 2 -> SUSPENDED 212; resume 2 -> SUSPENDED 0; resume 2 -> SUSPENDED 212; resume 2 -> SUSPENDED 0; resume 2 -> SUSPENDED 81920; resume 2 -> DONE 6700829139719729467;
// RUN: start -3 7 -> SUSPENDED 858993459; resume 0 -> SUSPENDED 211; resume 0 -> SUSPENDED 211; resume 0 -> SUSPENDED 211; resume 0 -> SUSPENDED 70368744128512; resume 0 -> DONE 2522542898126311172
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s32 v0 = (__s32)(a);
	__s32 v1 = (__s32)(228);
	__u8 v2 = (__u8)((__u64)b ^ 0x55cd4ULL);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 29U, 805U };
	int n0 = (int)(((__u64)a >> 6) & 3) + 1;
	int n1 = (int)(((__u64)a >> 2) & 3) + 1;
	struct fz_s s0 = { (__u16)a, (__u64)a ^ 0xb8bd6120a9fb9fbeULL, { 149, 39, 144, 40 } };

	{
		int i0 = 0;

		do {
			{
				int i1 = 0;

				do {
				} while (++i1 < 2);
			}
		} while (++i0 < 3);
	}
	if ((YIELD((((__u64)v2 | (__u64)arr0[v1 & 3]) / ((((__u64)arr0[v2 & 3] << 2) & 7) + 1))) & 3) == 3) {
	}
	for (int i2 = 0; i2 < 3; i2++) {
		switch (((((v0 < v1) ? (__u64)v1 : (__u64)b) >> 15)) & 3) {
		case 0:
			v0 = (__s32)(((fz_mix((__u64)v2, 0xcULL) << 17) & (fz_mix((__u64)v2, (__u64)v2) / (((__u64)((__s64)((__u64)v2) >> 10) & 7) + 1))));
			break;
		case 1:
			v2 = (__u8)(fz_mix((__u64)((__s64)(((v0 < v1) ? (__u64)v1 : (__u64)s0.z[v0 & 3])) >> 4), (__u64)((__s64)(((__u64)v0 / (((__u64)s0.x & 7) + 1))) >> 21)));
		case 2:
		default:
			arr0[(i2 + 1) & 3] = (__u32)((__u64)s0.x);
		}
		if ((YIELD(((v2 < 95) ? ((__u64)v2 / (((__u64)v2 & 7) + 1)) : (__u64)v2)) & 2) == 2) {
			v1 = (__s32)((__u64)v1 + (__u64)YIELD((((__u64)v0 & (__u64)b) ^ (__u64)((__s64)((__u64)(i2 + 1)) >> 10))));
		}
	}
	if ((YIELD((((v0 == v1) ? (__u64)b : (__u64)arr0[v0 & 3]) << 14)) & 3) == 1) {
		if ((YIELD((__u64)((__s64)((__u64)((__s64)((__u64)v1) >> 48)) >> 63)) & 1) == 1) {
		}
		if ((YIELD((__u64)(v2 <= v0)) & 2) == 0) {
		}
	}
	return (long)((__u64)v0 ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1 ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
