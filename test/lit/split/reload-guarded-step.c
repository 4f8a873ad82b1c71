// Proves: a counter stepped only where a condition holds (`if ((v & 1) &&
// j < 9) j++`, which LLVM makes `j + zext((v & 1) != 0 && j < 9)`), in a
// loop with no trip count, comes back from a resume checked against 9:
// the induction over the loop evaluates the step under the condition on
// each side (j < 9 where it steps). It was checked as [0, INT_MAX], and
// the verifier refused `t[j]` after the reload
// (test/corpus/run/guarded-step-no-trip-count.c). Beside the loop's own
// counter (`beside`), the range nsw gives a count-up from 0, [0, INT_MAX],
// is exactly half the values, for which the induction was not tried
// (test/corpus/run/guarded-step-beside-counter.c).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 9)
// CHECK-LABEL: define internal i32 @beside__coro_resume(
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 9)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long co(void)
{
	long t[10];
	long s = 0;
	int j = 0;

	for (int k = 0; k < 10; k++)
		t[k] = k * 3 + 1;
	for (;;) {
		long v = bpf_coro_yield(j);

		if (!v)
			break;
		if ((v & 1) && j < 9)
			j++;
		s += t[j] + v;
	}
	return s * 10 + j;
}

__bpf_coro static long beside(void)
{
	long t[10];
	long s = 0;
	int j = 0;

	for (int k = 0; k < 10; k++)
		t[k] = k * 3 + 1;
	for (int i = 0; i < 10; i++) {
		long v = bpf_coro_yield(j * 10 + i);

		if ((v & 1) && j < 9)
			j++;
		s += t[j] + v;
	}
	return s * 10 + j;
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, co(), out) + bpf_coro_start(f, beside(), out);
}
