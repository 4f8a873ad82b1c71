// Proves: a compare of two addresses in one local that held at the point
// (`p + 2 > end` of a cursor p into a buffer, end = &buf[20], tested in one
// branch with the loop's `k < 8`) bounds the cursor's saved offset after a
// resume: 18, where the loop's trips allowed 80. The cursor is recomputed
// in bounds (every address it was is), so the optimiser turns the compares
// that follow (`p + l > end`) into compares of offsets, which bound the
// next `p[1]` for the verifier; two stack pointers compared tell it
// nothing (test/corpus/run/cursor-stepped-by-data.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/cursor-stepped-by-data.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %__tmp0.inrange = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %[[OFF:.*]], i64 18)
// CHECK:         getelementptr inbounds i8, ptr %{{.*}}, i64 %[[OFF]]
