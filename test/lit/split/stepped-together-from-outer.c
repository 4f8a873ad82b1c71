// Proves: a pointer stepped beside an inner loop's counter that both start
// from the outer loop's counter (`q = t + i; for (j = i; j < 8; j++, q++)`)
// is computed from j after a resume: its units are j itself, once the
// offset of `t + i`, known not to be negative, is shifted down logically
// (a division ScalarEvolution follows; an arithmetic shift it does not).
// Saved on its own, q's offset came back checked as [0, 2^31 + 7] and the
// verifier refused `*q` ("invalid unbounded variable-offset read from
// stack"; test/corpus/run/pointer-from-outer-counter.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/pointer-from-outer-counter.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK-NOT:     .off.reload
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[J:[^,]+]], i32 7)
// CHECK:         zext i32 %[[J]] to i64
