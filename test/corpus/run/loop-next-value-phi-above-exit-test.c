// A counter's next value reaching the exit test as a phi: `i0 + 1`,
// computed on both ways of a choice in the loop's body, and saved for the
// next suspension above the test of i0 (reloaded, checked to [0, 2]). The
// verifier narrows i0 at `i0 < 2`, not the phi's register computed before,
// and the next iteration's `arr0[(i0 + 1) & 3]`, whose mask the optimiser
// dropped, was to it an index of [1, 3] into arr0 + 4: "invalid
// variable-offset write to stack". The phi is now one computation from
// i0, computed anew below the test for the uses there (lib/BPFCoroExitTest).
// The classic fuzz generator's seed 27995 (test/kernel/fuzz/gen.c),
// reduced by deleting statements while the old plugin's output still
// failed. The expected values are the body's, run on the host.
// RUN: start 0 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> DONE 2164663567800
// RUN: start -5 148 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 8 -> SUSPENDED 0; resume 9 -> DONE 30064821496
// RUN: start 4886718345 68414056839 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 10 -> SUSPENDED 0; resume 20 -> DONE 3223897611
// RUN: start -1 62 -> SUSPENDED 0; resume -1 -> SUSPENDED 0; resume -2 -> SUSPENDED 0; resume -3 -> DONE 30064821361
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__u32 v0 = (__u32)(b);
	__s64 v1 = (__s64)(148);
	__s32 v2 = (__s32)(a);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 293U, 950U };
	int n0 = (int)(((__u64)b >> 3) & 3) + 1;
	int n1 = (int)(((__u64)a >> 7) & 3) + 1;
	if (v1 == v0) {
	}
	for (int i0 = 0; i0 < 3; i0++) {
		v0 = (__u32)((__u64)v0);
		for (int i1 = 0; i1 < 1; i1++) {
			arr0[(i0 + 1) & 3] = (__u32)(((v1 < 63) ? (__u64)v2 : ((v1 < v0) ? ((__u64)v1 & (__u64)(i1 + 1)) : ((__u64)v2 - (__u64)(i0 + 1)))));
			v1 = (__s64)(((__u64)arr0[v0 & 3] >> 47));
		}
		YIELD((((__u64)v1 >> 12) << 2));
		v2 = (__s32)(((__u64)((__s64)(((__u64)v0 - (__u64)v2)) >> 18) ^ ((v0 >= v1) ? (((((__u64)v0) & 7) == 2) ? 0xc35d5a1a7027ULL : (__u64)(i0 + 1)) : (((((__u64)v0) & 7) < 3) ? (__u64)v2 : (__u64)v0))));
	}
	return (long)(((__u64)((__s64)((__u64)arr0[v0 & 3]) >> 59) << 63) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1);
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
