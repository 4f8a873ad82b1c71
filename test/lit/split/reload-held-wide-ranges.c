// Proves: a counter that only rises from 0 below a bound clamped from above
// only (`if (n > 40) n = 40; while (i < n) { i += 2; ... yield }`, where
// LLVM made the skipped trips an inner loop and ScalarEvolution sees no
// recurrence) gets its range from the test that held at the suspension:
// i's [0, INT_MAX] and n's [INT_MIN, 40], each too wide to check, narrow
// each other through `i < n`, and the resume checks n against [1, 40] and
// i against [0, 39]. Without them it checked `i < n` alone, and the
// verifier counted i up from an unbounded value ("The sequence of 8193
// jumps is too complex", test/corpus/run/loop-step-two-below-clamped-param.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-step-two-below-clamped-param.c -o - | FileCheck %s

// Predicates: 37 ule, 39 sge, 40 slt.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N:[0-9]+]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 40)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[I:[0-9]+]], i32 39)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 40, i32 %[[I]], i32 %[[N]])
// CHECK-LABEL: define
