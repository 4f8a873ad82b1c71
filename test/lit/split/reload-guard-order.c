// Proves: after a resume, n's range (from the guard n <= 16, which LVI
// cannot see inside the loop) is checked before the loop's i < n, and the
// bound i <= 15 that follows from both is checked on i itself. Checked the
// other way round (i < n first, as before), the verifier never bounds i
// and rejects arr[i] as an unbounded variable-offset write.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/guard-order.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicates: 37 ule, 39 sge, 40 slt. The lower bound is signed (n s>= 1,
// not n u>= 1): the backend would emit the unsigned one as `n != 0`, from
// which kernels before 6.8 learn no minimum (reload-lower-bound.c).
// CHECK-LABEL: define internal i32 @guarded__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N:[^,]+]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 16)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[I:[^,]+]], i32 15)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 40, i32 %[[I]], i32 %[[N]])
// CHECK-NOT:     @llvm.bpf.compare
// CHECK:         coro.cont.1:
