// Proves: a counter stepped only where a condition holds (`if ((v & 1) &&
// j < 9) j++`, which LLVM makes `j + zext((v & 1) != 0 && j < 9)`), in a
// loop with no trip count, comes back from a resume checked against 9:
// the induction over the loop evaluates the step under the condition on
// each side (j < 9 where it steps). It was checked as [0, INT_MAX], and
// the verifier refused `t[j]` after the reload
// (test/corpus/run/guarded-step-no-trip-count.c). Beside the loop's own
// counter, the range nsw gives a count-up from 0, [0, INT_MAX],
// is exactly half the values, for which the induction was not tried
// (test/corpus/run/guarded-step-beside-counter.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/guarded-step-no-trip-count.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/guarded-step-beside-counter.c -o %t.beside.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.beside.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 9)
