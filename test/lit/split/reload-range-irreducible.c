// Proves: a value computed in a cycle that is no loop (a `goto` into the
// middle of one) takes LazyValueInfo's range in the induction over the
// loop around it, not one evaluated from its incoming values under the
// compares on the way, which there are about another trip's values: the
// saved counter leaving the cycle is checked against [0, 0x7ffffffe]
// (its mask), where the induction had said [0, 0], and a valid frame
// came back CORRUPT. The input is the corpus program that runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/counter-through-irreducible-cycle.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK-NOT:     %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 0)
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 2147483646)
