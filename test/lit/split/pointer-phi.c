// Proves: a pointer phi over addresses in locals (one of two arrays, at a
// variable index) becomes a phi of offsets in units of their alignment and
// of a base number; both are saved, range-checked after the reload, and the
// address recomputed, shifted back so the verifier knows it is aligned.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/pointer-phi.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @pick(
// CHECK:         %[[P:.*]].off = phi i64
// CHECK-NEXT:    %[[P]].base = phi i32 [ 0, %{{.*}} ], [ 1, %{{.*}} ]
// CHECK:         shl nsw i64 %[[P]].off, 2

// After the reload and the check of the offset's range (four elements): the
// base chosen, the address the base plus the offset shifted back.
// CHECK-LABEL: define internal i32 @pick__coro_resume(
// CHECK:         %[[R:.*]] = load i64, ptr
// CHECK:         call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %[[R]], i64 3)
// CHECK:         [[SEL:%.*]] = select i1 %{{.*}}, ptr %{{.*}}, ptr %{{.*}}
// CHECK:         [[X:%.*]] = shl nsw i64 %[[R]], 2
// CHECK-NEXT:    [[ADDR:%.*]] = getelementptr inbounds i8, ptr [[SEL]], i64 [[X]]
// CHECK:         load i32, ptr [[ADDR]]
