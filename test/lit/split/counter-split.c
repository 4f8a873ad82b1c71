// Proves: a counter of a loop around a suspension, with a few possible
// values (i < 3), is split into them after the reload: an equality check
// per value through bpf.compare (which the optimiser cannot fold), any
// other value corrupt, and a phi of the constants that the rest of the
// resume uses. The verifier then has the exact counter, as at the loop's
// start, not a range that the index arithmetic defeats.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/counter-split.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @rotate__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R:.*]], i32 0)
// CHECK-NEXT:    br i1 %i.is, label %[[JOIN:.*]], label %[[NEXT1:.*]],
// CHECK:       [[NEXT1]]:
// CHECK-NEXT:    call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 1)
// CHECK-NEXT:    br i1 %{{.*}}, label %[[JOIN]], label %[[NEXT2:.*]],
// CHECK:       [[NEXT2]]:
// CHECK-NEXT:    call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 2)
// CHECK-NEXT:    br i1 %{{.*}}, label %[[JOIN]], label %coro.corrupt.1,
// CHECK:       [[JOIN]]:
// CHECK-NEXT:    %i.exact = phi i32 [ 0, %coro.resume.1 ], [ 1, %[[NEXT1]] ], [ 2, %[[NEXT2]] ]
// CHECK:         add nuw nsw i32 %i.exact, 1
// No range check of the split counter: the equalities were its check.
// CHECK-NOT:     i.inrange
// CHECK:       coro.resume.2:
