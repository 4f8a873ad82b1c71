// Proves: a loop-carried index that wraps is range-checked after a resume,
// with the range an induction over the loop gives: `if (++idx == 10) idx =
// 0` in [0, 9] (predicate 37: ule), `w = w == 2 ? 0 : w + 1` in [0, 2].
// LazyValueInfo gives up on the loop's cycle and ScalarEvolution sees no
// recurrence, so nothing was checked and the resume indexed a local array
// with the raw reload ("invalid unbounded variable-offset write to stack",
// found by a new user's ring buffer). The inputs are the corpus programs
// that load and run them.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-index-wraps-compare.c -o %t.ring.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ring.ll | FileCheck %s --check-prefix=RING
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/round-robin-three-workers.c -o %t.rr.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.rr.ll | FileCheck %s --check-prefix=RR

// RING-LABEL: define internal i32 @co__coro_resume(
// RING:         %idx.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 9)
// RING-NEXT:    br i1 %idx.inrange, label %{{[^,]+}}, label %coro.corrupt.1

// RR-LABEL: define internal i32 @rr__coro_resume(
// RR:         %w.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 2)
// RR-NEXT:    br i1 %w.inrange, label %{{[^,]+}}, label %coro.corrupt.1
