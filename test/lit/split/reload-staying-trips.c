// Proves: a pointer into a local stepped beside the counter its loop's
// header tests (`p++` with `i < 2`; the header the loop's only exit, the
// suspension below it) is accepted after a resume at the offsets of the
// trips that stay in the loop only, 0 and 1 (with the counter it is
// computed from), not at 2, the value the last trip leaves with, which
// ScalarEvolution's range of the phi holds. A resume accepting 2 let the verifier walk `*p` at &t[2] ("invalid read
// from stack", test/corpus/run/ptr-stepped-beside-counter.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/ptr-stepped-beside-counter.c -o - | FileCheck %s

// Predicate 32: eq. p is computed from i (SteppedTogether.cpp): the only
// value reloaded, and split into exactly 0 and 1.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         %[[I:[0-9]+]] = load i32, {{.*}} !bpfcoro.reload
// CHECK-NOT:     !bpfcoro.reload
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 0)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 1)
// CHECK-NOT:     @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 2)
// CHECK-LABEL: define
