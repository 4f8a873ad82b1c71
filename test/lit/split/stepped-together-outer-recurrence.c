// Proves: a pointer stepped in an inner loop of two trips and never reset
// (`for (i < 4) for (j < 2; j++, p++)`) is computed after a resume from
// both counters, 2 * i + j: the outer phi's step is what a way around the
// outer loop adds through the inner loop's exit value, which SCEV does not
// see on its own. Saved, p's units came back unchecked
// (test/corpus/run/pointer-across-outer-and-inner.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/pointer-across-outer-and-inner.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK-NOT:     .off.reload
// CHECK:         %j.exact = phi i32 [ 0, {{.*}} ], [ 1, {{.*}} ]
// CHECK:         %i.exact = phi i32 [ 0, {{.*}} ], {{.*}} [ 3, {{.*}} ]
// CHECK:         %[[J:.*]] = zext i32 %j.exact to i64
// CHECK-NEXT:    %[[I:.*]] = zext i32 %i.exact to i64
// CHECK-NEXT:    %[[ROW:.*]] = mul i64 %[[I]], 2
// CHECK-NEXT:    %{{.*}}.off.stepped = add i64 %[[J]], %[[ROW]]
// CHECK-LABEL: define
