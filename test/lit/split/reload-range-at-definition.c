// Proves: a saved value defined before the loop its suspension is in is
// checked against the range its operands give it where it is defined.
// v1 = (a + k) % 1..3 (0..2; the optimiser dropped `& 3` from s0.z[v1 & 3])
// is saved across the suspension in the loop's condition, and the resume
// recomputes &s0.z[v1] from the reload. LazyValueInfo, asked at the
// suspension, ran into the loop's cycle and gave nothing: the reload went
// unchecked and the verifier refused the address ("math between fp pointer
// and register with unbounded min value"; extended fuzz seed 3963, reduced,
// which loads as plain C). Now the resume checks v1 <= 2.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes -Wno-tautological-constant-out-of-range-compare %s -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @fz__coro_resume(
// CHECK:         @llvm.bpf.compare.i64.i64(i32 37, i64 %{{[^,]+}}, i64 2)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 3)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "fuzz_prelude.h"

__bpf_coro static long fz(long a, long b)
{
	__s32 v0 = (__s32)(a);
	__u8 v1 = (__u8)((__u64)a ^ 0xd7ULL);
	__s64 v2 = (__s64)(a);
	__s64 v3 = (__s64)(a);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 386U, 317U };
	int n0 = (int)(((__u64)b >> 5) & 3) + 1;
	int n1 = (int)(((__u64)a >> 0) & 3) + 1;
	struct fz_s s0 = { (__u16)a, (__u64)b ^ 0x4b307203daf81d52ULL, { 18, 177, 9, 41 } };

	{
		int i0 = 0;

		do {
			if (v1 < 23) return (long)(((__u64)(v1 <= 78) - 0x9beb9e3a9d60ULL));
		} while (++i0 < 1);
	}
	if (v1 <= (__s64)((__u64)v1)) {
		for (int i1 = 0; i1 < 4; i1 += 2) {
		}
	}
	if ((YIELD((__u64)((__s64)((__u64)v2) >> 36)) & 1) == 0) {
		if ((YIELD((((v2 != v0) ? 0x6ULL : (__u64)a) << 59)) & 2) == 2) {
		}
	}
	v1 = (__u8)((((__u64)a + 0x41e8cc27a9bULL) % ((((0x2ULL % (((__u64)v2 & 7) + 1)) % (((__u64)v2 & 7) + 1)) & 7) + 1)));
	for (int i3 = 0; i3 < 4 && (YIELD(((__u64)((__s64)((__u64)v1) >> 55) + (__u64)s0.z[v1 & 3])) & 2) != 2; i3++) {
	}
	return (long)((fz_mix((__u64)v2, (__u64)s0.z[v2 & 3]) % (((__u64)((__s64)((__u64)v0) >> 12) & 7) + 1)) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1 ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50));
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fz));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int drive(long *c)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 1;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(fz, f, c[0], &out);
	return bpf_coro_start(f, fz(c[1], c[2]), &out);
}

char LICENSE[] SEC("license") = "GPL";
