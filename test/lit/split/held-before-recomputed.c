// Proves: a condition that held at the suspension on reloaded values
// alone (`(u32)x <= 4` of a u32 slot read from a long, under `if (slot >=
// 5) return -1`) is checked before anything is recomputed from them
// (`x & 7`, the index InstCombine made of the slot): a value computed
// before the check carries none of its bound, and the verifier walked an
// array of 5 structs with the index in [0, 7]. Also, a select between a
// constant and fewer low bits of a value than its condition tests
// (`c >= 6 ? 0 : x & 7` on `(u32)x`) is checked with the compare's range
// for that arm, [0, 5], not the mask's. The inputs are the corpus
// programs that load and run them.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/saved-index-below-return-guard.c -o %t.guard.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.guard.ll | FileCheck %s --check-prefix=GUARD
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/saved-index-clamped-by-select.c -o %t.select.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.select.ll | FileCheck %s --check-prefix=SELECT

// GUARD-LABEL: define internal i32 @co__coro_resume(
// GUARD:         %.held = trunc i64 %[[X:[^ ]+]] to i32
// GUARD-NEXT:    %held = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %.held, i32 4)
// GUARD-NEXT:    br i1 %held, label %{{[^,]+}}, label %coro.corrupt.1
// GUARD:         %.remat = and i64 %[[X]], 7

// SELECT-LABEL: define internal i32 @co__coro_resume(
// SELECT:        %__tmp0.inrange = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %{{[^,]+}}, i64 5)
