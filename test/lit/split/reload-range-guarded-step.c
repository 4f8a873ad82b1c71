// Proves: a sum of two casts, the truncation of a value read from memory
// and the extension of a condition (`(__s16)((__u64)t[x & 3] + (x >
// 100))`, which the optimiser makes an add at 16 bits), counts as the
// read value stepped by the condition, not as the condition's extension
// alone: the induction over the saved v finds no bound, and the resume
// checks nothing. It took the truncation for the step, checked v against
// a few values around its start, and returned CORRUPT for a valid frame
// (fuzz seed 30388). The input is the corpus program that runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/step-beside-truncated-load.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 3)
// CHECK-NOT:     %v.inrange
// CHECK-NOT:     %v.is
// CHECK-LABEL: define internal i32 @co__coro_destroy(
