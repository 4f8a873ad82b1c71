// Proves: a loop counter whose values at the suspension leave gaps in its
// range is split into exactly those values after the reload, whatever it
// indexes: the odd values of `if (i & 1)` (5 of [1, 9]), the multiples of 3
// of a `!=` exit stepped by 3 (4 of [0, 9]). A range check would lose the
// parity or the stride: at -O1 LLVM rewrites the loop's exit knowing i is
// odd, and the verifier, with i in [1, 9], never sees the loop end ("The
// sequence of 8193 jumps is too complex"); with i in [0, 9] stepped by 3 it
// never sees `i != 12` hit. A counter with no gaps keeps its range check.
// Run: corpus run/loop-yield-odd-iterations-O1, run/loop-ne-step-three-*.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/counter-split-gaps.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @odd__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R:.*]], i32 1)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 3)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 5)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 7)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 9)
// CHECK-NEXT:    br i1 %{{.*}}, label %[[JOIN:.*]], label %coro.corrupt.1,
// CHECK:       [[JOIN]]:
// CHECK-NEXT:    %i.exact = phi i32 [ 1, %coro.resume.1 ], [ 3, %{{.*}} ], [ 5, %{{.*}} ], [ 7, %{{.*}} ], [ 9, %{{.*}} ]
// CHECK-NOT:     i.inrange
// CHECK-LABEL: define internal i32 @odd__coro_destroy(

// CHECK-LABEL: define internal i32 @step3__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R:.*]], i32 0)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 3)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 6)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 9)
// CHECK-NEXT:    br i1 %{{.*}}, label %[[JOIN:.*]], label %coro.corrupt.1,
// CHECK:       [[JOIN]]:
// CHECK-NEXT:    %i.exact = phi i32 [ 0, %coro.resume.1 ], [ 3, %{{.*}} ], [ 6, %{{.*}} ], [ 9, %{{.*}} ]
// CHECK-NOT:     i.inrange
// CHECK-LABEL: define internal i32 @step3__coro_destroy(

// CHECK-LABEL: define internal i32 @dense__coro_resume(
// CHECK-NOT:     i.exact
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 9)
// CHECK-NOT:     i.exact
// CHECK-LABEL: define internal i32 @dense__coro_destroy(
