// Proves: a pointer into a local stepped beside the counter its loop's
// header tests (`p++` with `i < 2`; the header the loop's only exit, the
// suspension below it) is accepted after a resume at the offsets of the
// trips that stay in the loop only, 0 and 1, not at 2, the value the last
// trip leaves with, which ScalarEvolution's range of the phi holds. A
// resume accepting 2 let the verifier walk `*p` at &t[2] ("invalid read
// from stack", test/corpus/run/ptr-stepped-beside-counter.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/ptr-stepped-beside-counter.c -o - | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i64.i64(i32 32, i64 %[[P:[0-9]+]], i64 0)
// CHECK:         @llvm.bpf.compare.i64.i64(i32 32, i64 %[[P]], i64 1)
// CHECK-NOT:     @llvm.bpf.compare.i64.i64(i32 32, i64 %[[P]], i64 2)
// CHECK:         phi i64 [ 0, %{{[0-9]+}} ], [ 1, %{{[0-9]+}} ]{{$}}
// CHECK-LABEL: define
