// Proves: a counter that only ever counts down (every step around the phis
// that carry it an `add nsw` of -1) is reloaded with the largest value it
// starts from as its upper bound: r is clamped to [0, 64], and a resume
// checks 1 <= r <= 64. LazyValueInfo loses the clamp on the cycle through
// the inner and outer loops' phis and ScalarEvolution sees no recurrence,
// so the check was 1 <= r <= 2^31 - 2; the verifier then counted r down
// from there ("The sequence of 8193 jumps is too complex") and
// BPFCoroLoopBound refused the loop as too complex to check. The input
// is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/count-down-parity.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -bpf-coro-skip-checks -S %t.ll | FileCheck %s

// Predicates: 37 ule, 39 sge.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[R:[^,]+]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[R]], i32 64)
// CHECK:         coro.cont.1:
