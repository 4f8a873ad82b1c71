// Proves: the offset a pointer phi is saved as is divided into units term
// by term: `&la[k - 1]` is `4 * k - 4` bytes, and its units are `k - 1`,
// not `(4 * k - 4) >> 2`, an arithmetic shift ScalarEvolution does not
// follow. The resume checks the reloaded offset against [0, 3] (k counts
// down from 4), where it checked [0, 0x7ffffffd] and the verifier refused
// the read (corpus run/countdown-index-units.c).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/pointer-phi-count-down.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Where the resume stores la[k - 1] on both ways, the units are k - 1;
// after the next reload, the check of the offset is against [0, 3].
// CHECK-LABEL: define internal i32 @count_down__coro_resume(
// CHECK:         %[[K1:.*]] = zext nneg i32 %{{.*}} to i64
// CHECK:         %[[U1:.*]] = add i64 -1, %[[K1]]
// CHECK:         %[[K2:.*]] = zext nneg i32 %{{.*}} to i64
// CHECK:         %[[U2:.*]] = add i64 -1, %[[K2]]
// CHECK:         %.off = phi i64 [ %[[U2]], %{{.*}} ], [ %[[U1]], %{{.*}} ]
// CHECK:         call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %.off.reload, i64 3)
// CHECK-NOT:     ashr
// CHECK-LABEL: define internal i32 @count_down__coro_destroy(
