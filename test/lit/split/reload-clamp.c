// Proves: a range too wide to check on its own (n <= 8 from a clamp, n
// possibly negative) is kept for the conditions to narrow: with i < n it
// becomes 1 <= n <= 8, checked on n, and i <= 7 on i, so tbl[i] is bounded
// after a resume (the verifier rejected it: "invalid access to map value").
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/clamp.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicates: 37 ule, 39 sge, 41 sle.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK-DAG:     @llvm.bpf.compare.i32.i32(i32 {{35|39}}, i32 %[[N:[^,]+]], i32 1)
// CHECK-DAG:     @llvm.bpf.compare.i32.i32(i32 {{37|41}}, i32 %[[N]], i32 8)
// CHECK-DAG:     @llvm.bpf.compare.i32.i32(i32 {{37|41}}, i32 %{{[^,]+}}, i32 7)
