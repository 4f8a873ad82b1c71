// Proves: a loop counter with one value at its suspension (the loop runs
// once, from 2) is checked to be that value after the reload, not split
// into the values of its range there ([1, 2]: LazyValueInfo's i != 0 and
// ScalarEvolution's [0, 2]), where a reloaded 1 went round the loop to
// la[-1] and the verifier refused it (corpus
// run/counter-one-value-at-point.c).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/counter-one-value.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @once__coro_resume(
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i64.i64(i32 35, i64 %[[I:.*]], i64 2)
// CHECK:         call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %[[I]], i64 2)
// CHECK-NOT:     %i.is
// CHECK-LABEL: define internal i32 @once__coro_destroy(
