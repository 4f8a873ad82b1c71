// An index the optimiser rewrote into a negative choice: in the default
// case, `arr0[(v3 - v1) & 3]` with v3 an arithmetic shift that is 0 or -1
// and v1 153 became `(arr0 + 3)[sext(x)]`, x 0 or -1. The verifier knows
// sext(x) is in [-1, 0], but shifting it for the element size loses every
// bound of a negative value: "math between fp pointer and register with
// unbounded min value". The index is now made non-negative, the base
// moved down by its least value (lib/BPFCoroIndexMask). The extended fuzz
// generator's seed 12969 (test/kernel/fuzz/gen.c), reduced by deleting
// statements while the old plugin's output still failed; the empty loops
// left keep the optimiser's shape. The expected values are the body's, run
// on the host; b & 3 == 2 takes the default case.
// RUN: start 3 7 -> SUSPENDED 2; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 2; resume 1 -> DONE 7482550133043540332;
// RUN: start 256 2 -> SUSPENDED 0; resume 0 -> DONE 7482551853755300768;
// RUN: start -1 6 -> SUSPENDED 54; resume 1 -> SUSPENDED 54; resume 1 -> SUSPENDED 54; resume 1 -> SUSPENDED 54; resume 1 -> DONE -1740821166564172514;
// RUN: start 4886718345 26 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 0 -> DONE 8494645317339344670;
// RUN: start -140737488355328 62 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 1 -> DONE 1740813480570100476
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s64 v0 = (__s64)(b);
	__s32 v1 = (__s32)(153);
	__s16 v2 = (__s16)(218);
	__u32 v3 = (__u32)((__u64)b ^ 0x301205ULL);
	__u64 v4 = (__u64)(a);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 994U, 54U };
	int n0 = (int)(((__u64)a >> 6) & 3) + 1;
	struct fz_s s0 = { (__u16)a, (__u64)a ^ 0xcc2faf6b2175d267ULL, { 109, 17, 138, 112 } };

	for (int i0 = 0; i0 < 4 && (YIELD((((v0 <= 90) ? (__u64)v4 : (__u64)s0.z[v3 & 3]) & ((__u64)arr0[v3 & 3] & (__u64)a))) & 1) != 0; i0++) {
	}
	switch (((__u64)v3) & 3) {
	case 0:
		{
			int i1 = 0;

			do {
			} while (++i1 < 4);
		}
	case 1:
		{
			int i2 = 0;

			do {
			} while (++i2 < 1);
		}
	case 2:
		break;
	default:
		v3 = (__u32)((__u64)((__s64)((((((__u64)b) & 7) != 6) ? (__u64)((__s64)((__u64)v4) >> 23) : (__u64)(v0 < v2))) >> 40));
		arr0[(((__u64)v3 - (__u64)v1)) & 3] = (__u32)((fz_mix(s0.y, (__u64)v0) + ((v0 > 43) ? ((__u64)arr0[v1 & 3] & (__u64)v4) : ((__u64)a & (__u64)v1))));
	}
	return (long)(((v0 > 64) ? 0x6693ec8ULL : (__u64)s0.x) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
