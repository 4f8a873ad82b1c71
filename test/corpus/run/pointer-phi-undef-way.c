// An address kept across a suspension as a phi of two elements of a local
// array and poison (on a way where it is never used): the poison kept it
// out of the split's rewrite of pointer phis into offsets from their base,
// and the split refused the program ("a pointer is live across the
// suspension") where the plain-C twin loads. The poison is now the base.
// The rewritten address, scaled from its reloaded units before the units'
// range check, then needed computing below the check (lib/BPFCoroExitTest)
// to load. The extended fuzz generator's seed 14081
// (test/kernel/fuzz/gen.c), reduced by deleting statements while the old
// plugin's output still failed; the empty switches left keep the
// optimiser's shape (the second suspension is never reached, but the
// verifier walks it). The expected values are the body's, run on the host.
// RUN: start 1 2 -> SUSPENDED 259317039104; resume 1 -> DONE 545454372;
// RUN: start 85 257 -> SUSPENDED -3748591257237061632; resume 0 -> DONE 545419455;
// RUN: start -3 -4 -> SUSPENDED -7953307306714726400; resume 1 -> DONE -33814283820;
// RUN: start 4660 7 -> SUSPENDED 259338010624; resume 5 -> DONE 545454985
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s32 v0 = (__s32)(246);
	__u64 v1 = (__u64)(b);
	__u8 v2 = (__u8)(24);
	__s64 v3 = (__s64)(260);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 483U, 576U };
	int n0 = (int)(((__u64)a >> 1) & 3) + 1;
	int n1 = (int)(((__u64)b >> 0) & 3) + 1;

	if ((YIELD((fz_mix((__u64)b, (__u64)arr0[v0 & 3]) << 22)) & 3) == 1) {
		switch (((__u64)arr0[v0 & 3]) & 3) {
		case 0:
			v3 = (__s64)(((__u64)(v2 > v1) % ((((0x3b9c460ULL | (__u64)v1) >> 12) & 7) + 1)));
		case 1:
		case 2:
		default:
		}
	}
	arr0[((((v3 > 58) ? (__u64)v2 : (__u64)v1) - ((__u64)v3 << 22))) & 3] = (__u32)((__u64)(((((__u64)arr0[v1 & 3] >> 43)) & 7) > 2));
	switch (((__u64)arr0[v0 & 3]) & 3) {
	case 0:
		YIELD((__u64)arr0[v0 & 3]);
		if (((((v2 >= v1) ? ((v2 >= v1) ? 0x182b1ffULL : (__u64)v2) : ((__u64)arr0[v1 & 3] - (__u64)v2))) & 7) != 7) {
			v0 = (__s32)(((__u64)v2 / ((((__u64)v1 << 60) & 7) + 1)));
		}
	case 1:
	case 2:
	default:
	}
	return (long)((__u64)((__s64)(((__u64)arr0[v3 & 3] % (((__u64)v1 & 7) + 1))) >> 6) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1);
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
