// Proves: a loop counter whose suspension sits in one case of a switch on
// it (`switch (i & 3) { case 0: ... yield }`, i from -12 to 12) is
// compared after a resume with the values that reach that case only (-12,
// -8, ..., 12: seven), as with the same filter written as an `if`. The
// switch was not read, all 25 values counted, over the 16 a counter going
// below zero is split into, and the resumed t[i + 12] had an "unbounded
// min value" (test/corpus/run/counter-filtered-by-switch-case.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/counter-filtered-by-switch-case.c -o - | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I:[0-9]+]], i32 -12)
// CHECK-NEXT:    br i1
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 -8)
// CHECK-NOT:     @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 -11)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 12)
// CHECK-LABEL: define
