// Proves: a parameter saved in the frame is checked after a resume against
// what the start calls pass, also when a call passes a truncation of a mask
// (`co(x & 15)` with a long x: the callers are not optimised yet when the
// split runs, and only the argument's known bits give its range). The
// reloaded bound was checked as [1, INT_MAX] only, and the loop it bounds
// (a yield on some iterations) was refused after a resume by the compiler
// and the verifier (test/corpus/run/loop-bound-from-masked-argument.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/loop-bound-from-masked-argument.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicates 39 and 37: sge and ule.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %n.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N:.*]], i32 1)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 15)
