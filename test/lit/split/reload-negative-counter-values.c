// Proves: a loop counter without gaps whose values at the suspension go
// below zero (i from -2 to 1 indexing t[i + 2]) is compared after a resume
// with each of its values, for every kernel: with only its range [-2, 1]
// checked, the index is scaled by a shift no verifier follows below zero,
// and the address had an "unbounded min value"
// (test/corpus/run/loop-negative-counter-index.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-negative-counter-index.c -o - | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I:[0-9]+]], i32 -2)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 -1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 0)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 1)
// CHECK-LABEL: define
