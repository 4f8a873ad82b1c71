// Proves: a value's range known at a suspension is checked after a
// resume of the suspension right after it too. LVI loses g's range [0, 4]
// at the second one (it still knows it at the end of the block before);
// without a check there the verifier saw the sign-extended g of a[g + 1]
// unbounded ("value -2147483648 makes fp pointer be out of bounds").
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/back-to-back.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @again__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 4)
// CHECK:       coro.resume.2:
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[G:[^,]+]], i32 4)
// CHECK:       coro.cont.2:
// CHECK:         sext i32 %[[G]] to i64
