// Extended fuzz seed 33641, reduced (lines deleted while the old plugin's
// output still failed): `arr0[((s0.y >> 63) % (k + 1)) & 3] = ...` on a
// local. The optimiser made the element's address a choice of &arr0[1]
// and &arr0[0] plus a sign-extended 0-or-1 index, which selection turned
// into a subtraction from the stack pointer: "R4 subtraction from stack
// pointer prohibited" (the seed's plain twin loads). An index added after
// a choice of addresses within locals is now treated as one into a local
// (lib/BPFCoroIndexMask): rebased to count from 0, and added.
// The expected values are the body's, run on the host.
// RUN: start 7 3 -> SUSPENDED 0; resume 0 -> SUSPENDED 25; resume 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 7; resume 0 -> DONE 7546645048031780668
// RUN: start 5 -9 -> SUSPENDED 0; resume 2 -> SUSPENDED 25; resume 4 -> SUSPENDED 0; resume 0 -> SUSPENDED 25; resume 6 -> SUSPENDED 0; resume 8 -> SUSPENDED 25; resume 0 -> SUSPENDED 5; resume 0 -> DONE -2934959338306593089
// RUN: start -3 4611686018427387904 -> SUSPENDED 0; resume 1 -> SUSPENDED 253; resume 5 -> DONE -6393723580808896029
// RUN: start 300 -1 -> SUSPENDED 0; resume 0 -> SUSPENDED 25; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 25; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 25; resume 0 -> SUSPENDED 44; resume 1 -> DONE -2934959052422818666
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s32 v0 = (__s32)(a);
	__u64 v1 = (__u64)(32);
	__s64 v2 = (__s64)(25);
	__u32 v3 = (__u32)(78);
	__u8 v4 = (__u8)(a);
	__u64 v5 = (__u64)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 755U, 29U };
	int n0 = (int)(((__u64)a >> 2) & 3) + 1;
	struct fz_s s0 = { (__u16)b, (__u64)b ^ 0xbbd9510b3ef88454ULL, { 114, 159, 61, 33 } };
	struct fz_s s1 = { (__u16)a, (__u64)b ^ 0xd26888bf2cfe29b1ULL, { 250, 116, 211, 41 } };
	for (int i0 = 0; i0 < 3 && (YIELD((__u64)((__s64)((__u64)(v4 < v0)) >> 44)) & 1) != 1; i0++) {
		YIELD((__u64)v2);
	}
	arr0[(((s0.y >> 63) % ((fz_sum(0xadceb577ccf8ULL) & 7) + 1))) & 3] = (__u32)(((__u64)v3 % (((__u64)(v3 <= v1) & 7) + 1)));
	YIELD((__u64)v4);
	return (long)(fz_sum(((__u64)v1 - (__u64)arr0[v1 & 3])) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)v5 << 35) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50) ^ ((__u64)s1.x << 6) ^ (s1.y >> 2) ^ ((__u64)s1.z[0] << 21) ^ ((__u64)s1.z[1] << 31) ^ ((__u64)s1.z[2] << 41) ^ ((__u64)s1.z[3] << 51));
}CORPUS_ARRAY(frames, fz);

CORPUS_BEGIN
	CORPUS_OP(frames, fz, fz(A0, A1));
CORPUS_END
