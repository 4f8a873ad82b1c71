// An address scaled from a saved array index one range check before the
// index's own: the resume checks its reloads in a chain of blocks, one
// check each, and the optimiser computed `units << 2` in the block of the
// check before. The verifier narrows the units at their check, but not
// the scaled copy made before it: "math between fp pointer and register
// with unbounded min value". Values derived from what a branch compares
// are now moved below the branch from the blocks above it too
// (lib/BPFCoroExitTest). Reduced from the extended fuzz generator's seed
// 20374 (test/kernel/fuzz/gen.c). The expected values are the body's, run
// on the host; b = 6 takes the store (arr0[2] & 3 == 3) when the second
// resume's value has bit 1 clear.
// RUN: start 100000 4 -> SUSPENDED 0; resume 7 -> SUSPENDED 125824; resume 0 -> DONE 268553536
// RUN: start 3 6 -> SUSPENDED 125824; resume 0 -> DONE 72746022707
// RUN: start 3 6 -> SUSPENDED 125824; resume 2 -> DONE 72746060787
// RUN: start -1 -1 -> SUSPENDED 125824; resume 5 -> DONE -102810874937
// RUN: start 65535 1020 -> SUSPENDED 0; resume 1 -> SUSPENDED 125824; resume 1 -> DONE 319183391
// RUN: start 1234567 -9223372036854775808 -> SUSPENDED 0; resume 0 -> SUSPENDED 125824; resume 0 -> DONE 269707399
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s32 v1 = (__s32)(a);
	__s16 v2 = (__s16)b;
	__u8 v3 = (__u8)(38);
	__s64 v4 = (__s64)(271);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 983U, 222U };

	switch (((__u64)v2) & 3) {
	case 0:
		if (v4 <= (__s64)(fz_sum(v1))) {
			v4 = 1;
		}
	default:
		break;
	}
	v1 = ((__u64)b >> 54) + ((arr0[v2 & 3] & 7) != 3);
	if (v4 <= 50)
		YIELD(0);
	v1 = (__s32)((fz_sum(0xc828e23e16326a5ULL) % 7));
	if ((YIELD(fz_mix(0, ((__u64)v1 | (__u64)arr0[v3 & 3]))) & 2) == 0) {
		switch (((__u64)arr0[v2 & 3]) & 3) {
		case 0:
		case 1:
		case 2:
			break;
		default:
			arr0[2] = (__u64)b * b;
		}
	}
	return (long)(((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v4 << 28) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
