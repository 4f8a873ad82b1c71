// Extended fuzz seed 30683, reduced (statements deleted while the old
// plugin still crashed): the compiler crashed in BPFCoroExitTest. A phi
// whose ways all bring the same computation, computed once above them,
// was merged into one computation at the phi's block, and the old
// computation, listed once per way, was erased once per way: a
// use-after-free ("Stack dump: ... mergeSameIncoming"). It is erased once
// now. The expected values are the body's, run on the host.
// RUN: start 7 3 -> SUSPENDED 7; resume 1 -> SUSPENDED -73; resume 2 -> DONE 9007199269421056
// RUN: start 5 9 -> SUSPENDED 5; resume 4 -> SUSPENDED 4; resume 6 -> DONE 27021597774708736
// RUN: start 68719476736 2 -> SUSPENDED 68719476736; resume 3 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 2 -> DONE 702906809999949824
// RUN: start 137438953472 11 -> SUSPENDED 137438953472; resume 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> DONE 4629703805733175296
// RUN: start 206158430208 1 -> SUSPENDED 206158430208; resume 0 -> SUSPENDED 0; resume 2 -> DONE 450359962737049600
// RUN: start -1 -1 -> SUSPENDED -1; resume 2 -> SUSPENDED -80; resume 2 -> DONE -9007199256838144
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s16 v0 = (__s16)(157);
	__s16 v1 = (__s16)((__u64)b ^ 0xc0e3ULL);
	__u64 v2 = (__u64)(174);
	__u64 v3 = (__u64)(a);
	__s64 v4 = (__s64)(a);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 127U, 213U };
	int n0 = (int)(((__u64)a >> 1) & 3) + 1;
	struct fz_s s0 = { (__u16)b, (__u64)a ^ 0x8f833860b813a65bULL, { 77, 83, 45, 123 } };
	struct fz_s s1 = { (__u16)b, (__u64)a ^ 0x85648f723951aa90ULL, { 24, 96, 18, 129 } };

	v2 = (__u64)((__u64)v2 + (__u64)YIELD((__u64)a));
	switch (((__u64)((__s64)(((__u64)v4 | (__u64)arr0[v4 & 3])) >> 36)) & 3) {
		if ((YIELD(((__u64)arr0[v2 & 3] | (0x5ULL | (__u64)v3))) & 1) == 1) {
		}
		for (int i0 = 0; i0 < 4 && (YIELD(fz_mix(((__u64)v1 % (((__u64)arr0[v0 & 3] & 7) + 1)), (__u64)(v0 < v4))) & 2) != 2; i0++) {
		}
	case 1:
		if ((YIELD((__u64)(v3 == v1)) & 2) == 0) {
			arr0[((fz_mix((__u64)a, (__u64)v1) - ((__u64)arr0[v3 & 3] ^ (__u64)b))) & 3] = (__u32)(((v0 != v4) ? (__u64)(v2 <= v3) : (((((__u64)v3) & 7) != 3) ? ((__u64)v4 ^ (__u64)v2) : (__u64)((__s64)((__u64)v3) >> 54))));
		}
	case 2:
		if (v3 <= v1) {
			v3 = (__u64)((fz_mix((__u64)arr0[v2 & 3], ((__u64)arr0[v3 & 3] ^ s0.y)) & fz_mix(((__u64)v3 - (__u64)v0), fz_mix((__u64)v1, (__u64)v3))));
		}
	default:
		for (int i1 = 0; i1 < 6; i1 += 3) {
			FZ_READ(&s1, &fz_tab[((((__u64)arr0[v2 & 3] >> 61) - s0.y)) & 3]);
		}
	}
	for (int i3 = 0; i3 < 4 && (YIELD((((__u64)v2 % (((__u64)v4 & 7) + 1)) - ((__u64)arr0[v4 & 3] & 0x8104f685d28fd672ULL))) & 2) != 2; i3++) {
		{
			int i4 = 0;

			do {
			} while (++i4 < 4);
		}
	}
	return (long)(((__u64)v3 << 21) ^ ((__u64)s1.z[3] << 51));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
