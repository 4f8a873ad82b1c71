// Proves: a test that held at a suspension on the low half of a saved
// 64-bit value (`ix = (__u32)a; if (ix < 20)`) is re-checked on the
// reload's low half (predicate 36: ult). InstCombine computes the index
// `arr[ix]` as `a & 31` from the saved parameter, so the test's operand is
// neither saved nor recomputed, and nothing was checked: the verifier saw
// an index up to 31 into 20 elements (an independent random tester, 15 of
// 470 programs). The input is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/bounds-test-on-low-half.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %[[A:[^ ]+]] = load i64, ptr %{{[^,]+}}, align 8, {{.*}}!bpfcoro.reload
// CHECK:         %[[LOW:[^ ]+]] = trunc i64 %[[A]] to i32
// CHECK-NEXT:    %held = call i1 @llvm.bpf.compare.i32.i32(i32 36, i32 %[[LOW]], i32 20)
// CHECK-NEXT:    br i1 %held, label %{{[^,]+}}, label %coro.corrupt.1
