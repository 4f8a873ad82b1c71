// Proves: a loop counter without gaps whose values at the suspension go
// below zero (i from -2 to 1 indexing t[i + 2]) is compared after a resume
// with each of its values, for every kernel: with only its range [-2, 1]
// checked, the index is scaled by a shift no verifier follows below zero,
// and the address had an "unbounded min value"
// (test/corpus/run/loop-negative-counter-index.c).
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "Inputs/step-driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long t[4];
	long s = 0;

	for (int j = 0; j < 4; j++)
		t[j] = a + j;
	for (int i = -2; i < 2; i++)
		s += t[i + 2] + bpf_coro_yield(i);
	return s;
}
STEP_DRIVER(co)

// Predicate 32: eq.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I:[0-9]+]], i32 -2)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 -1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 0)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 1)
// CHECK-LABEL: define
