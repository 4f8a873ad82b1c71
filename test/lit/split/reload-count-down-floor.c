// Proves: a count-down's reloaded counter is checked against the floor the
// tests before its steps keep it above. n is clamped to [0, 2] and LLVM
// tests it `!= 0` before each `n - 1` (an inner loop's and the outer's, a
// `continue` made the nest): a resume checks 1 <= n <= 2 at both
// suspensions. Before, nothing was checked (MonotoneBound's [INT_MIN, 2]
// was open below) and the verifier counted the reloaded n down until "BPF
// program is too large" (extended fuzz seed 923). The input is the corpus
// program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/count-down-floor-through-call.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -bpf-coro-skip-checks -S %t.ll | FileCheck %s

// Predicates: 37 ule, 39 sge.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         coro.resume.1:
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[A:[^,]+]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[A]], i32 2)
// CHECK:         coro.cont.1:
// CHECK:         coro.resume.2:
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[B:[^,]+]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[B]], i32 2)
// CHECK:         coro.cont.2:
