// Proves: a loop the coroutine can never enter (its count folds to 0) is
// dropped before the suspension points are collected, so the resume has no
// state in it: one suspension left, the first. Kept, the verifier walked
// the resume into it with the counter reloaded and unbounded below the
// `!= 0` it is counted down to ("The sequence of 8193 jumps is too
// complex", extended fuzz seed 619). The input is the corpus program that
// loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/count-down-never-entered.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         coro.resume.1:
// CHECK-NOT:     coro.resume.2:
// CHECK:       }
