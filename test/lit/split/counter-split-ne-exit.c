// Proves: a loop counter the loop leaves through `!=` (i != 49, from
// 45) is split into its exact values after a resume (compares with 45, 46,
// 47, 48), like a counter that indexes an array by arithmetic. Checked as
// the range [45, 48] instead, kernels before 6.8 never learn that i + 1 !=
// 49 ends the loop and gave up on the walk around it that does not suspend
// ("The sequence of 8193 jumps is too complex", coro_test loopbound_ne_exit
// on 6.1).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// Predicate 32: eq.
// CHECK-LABEL: define internal i32 @ne_exit__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I:[^,]+]], i32 45)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 46)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 47)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 48)
__bpf_coro static int ne_exit(int x)
{
	long s = 0;

	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

int start(void *f, long *out, int x) { return bpf_coro_start(f, ne_exit(x), out); }
