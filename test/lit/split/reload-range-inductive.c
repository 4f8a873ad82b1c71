// Proves: a loop-carried index that wraps is range-checked after a resume,
// with the range an induction over the loop gives: `if (++idx == 10) idx =
// 0` in [0, 9] (predicate 37: ule), `w = w == 2 ? 0 : w + 1` in [0, 2].
// LazyValueInfo gives up on the loop's cycle and ScalarEvolution sees no
// recurrence, so nothing was checked and the resume indexed a local array
// with the raw reload ("invalid unbounded variable-offset write to stack",
// found by a new user's ring buffer). Also the value the loop goes round
// with, saved in the middle of an iteration (`pos = (pos + 1) % 5` before
// the suspension: the range of `pos + 1 == 5 ? 0 : pos + 1` given the
// phi's, [0, 4]), a small range below zero of such a value (an int's
// signed remainder, [-4, 4] to LazyValueInfo, narrowed to [0, 4]), and a
// step whose amount is a choice on the counter, each arm under its own
// condition (`i + (i > 3 ? -4 : 3)` in [0, 6], not [-4, 9]), and an inner
// loop's header phi by the induction over its own loop (a depth pushed in
// the loop and popped in an inner `while (depth > 0)`: [0, 4]). A compare
// of a value that adds a constant to another says as much of that other
// one (`h + 3 > 4 ? h - 2 : h + 3` of an unsigned h: [0, 4]); an inner
// loop's phi starts from the outer loop's by that loop's induction (an
// index stepped in a switch inside an inner loop that suspends: [0, 8]);
// a phi whose range reaches below zero is narrowed too (`if (++j == 5) j
// = 0` of an int: [0, 4]). The inputs are the corpus programs that load
// and run them.
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
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-index-saved-after-wrap.c -o %t.after.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.after.ll | FileCheck %s --check-prefix=AFTER
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-index-signed-remainder.c -o %t.srem.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.srem.ll | FileCheck %s --check-prefix=AFTER
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-index-subtract-wrap.c -o %t.sub.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.sub.ll | FileCheck %s --check-prefix=SUB

// AFTER-LABEL: define internal i32 @co__coro_resume(
// AFTER-NOT:     %pos.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39
// AFTER:         %pos.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 4)
// AFTER-NEXT:    br i1 %pos.inrange, label %{{[^,]+}}, label %coro.corrupt.{{[0-9]+}}

// SUB-LABEL: define internal i32 @co__coro_resume(
// SUB-NOT:       %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39
// SUB:           %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 6)
// SUB-NEXT:      br i1 %i.inrange, label %{{[^,]+}}, label %coro.corrupt.{{[0-9]+}}
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/stack-depth-popped-in-inner-loop.c -o %t.depth.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.depth.ll | FileCheck %s --check-prefix=DEPTH

// DEPTH-LABEL: define internal i32 @co__coro_resume(
// DEPTH:         %depth.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 4)
// DEPTH-NEXT:    br i1 %depth.inrange, label %{{[^,]+}}, label %coro.corrupt.{{[0-9]+}}
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-index-unsigned-subtract-wrap.c -o %t.usub.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.usub.ll | FileCheck %s --check-prefix=USUB
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/index-switch-in-inner-loop.c -o %t.switch.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.switch.ll | FileCheck %s --check-prefix=SWITCH
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/ring-indices-nested-loops.c -o %t.rings.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.rings.ll | FileCheck %s --check-prefix=RINGS

// USUB-LABEL: define internal i32 @co__coro_resume(
// USUB:         %h.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 4)

// SWITCH-LABEL: define internal i32 @co__coro_resume(
// SWITCH:       %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 8)

// RINGS-LABEL: define internal i32 @co__coro_resume(
// RINGS:        %j.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 4)

// A depth saved in an inner loop that suspends, where `d > 0` left it
// [1, INT_MAX] (wide, yet not wide enough for the induction to be tried):
// the exact values 1 to 4, no such range check.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/stack-popped-in-inner-loop-that-suspends.c -o %t.inner.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.inner.ll | FileCheck %s --check-prefix=INNER
// A push under `op == 1 && d < 4`: each compare of the conjunction bounds
// the step on its edge.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/stack-push-guarded-by-conjunction.c -o %t.conj.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.conj.ll | FileCheck %s --check-prefix=INNER
// A depth pushed in one loop and popped in the next: the popping loop
// starts from the pushing loop's phi, [1, 5] at the pop's suspension.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/stack-popped-in-next-loop.c -o %t.next.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.next.ll | FileCheck %s --check-prefix=NEXT
// A cursor popped down to the outer loop's counter r, which only
// ScalarEvolution bounds: [0, 8].
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/stack-popped-down-to-outer-counter.c -o %t.outer.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.outer.ll | FileCheck %s --check-prefix=OUTER
// Two cursors stepped under `rd < 6 && wr < 6`: [0, 6] each.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/cursors-copied-under-conjunction.c -o %t.cursors.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.cursors.ll | FileCheck %s --check-prefix=CURSORS

// INNER-LABEL: define internal i32 @co__coro_resume(
// INNER-NOT:     %__tmp0.inrange
// INNER:         %__tmp0.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[D:[^,]+]], i32 1)
// INNER:         %__tmp0.is{{[0-9]+}} = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[D]], i32 4)
// INNER-NEXT:    br i1 %__tmp0.is{{[0-9]+}}, label %{{[^,]+}}, label %coro.corrupt.{{[0-9]+}}

// NEXT-LABEL: define internal i32 @co__coro_resume(
// NEXT-NOT:      %__tmp0.inrange
// NEXT:          %__tmp0.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[D:[^,]+]], i32 1)
// NEXT:          %__tmp0.is{{[0-9]+}} = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[D]], i32 5)
// NEXT-NEXT:     br i1 %__tmp0.is{{[0-9]+}}, label %{{[^,]+}}, label %coro.corrupt.{{[0-9]+}}

// OUTER-LABEL: define internal i32 @co__coro_resume(
// OUTER:         %sp.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 8)

// CURSORS-LABEL: define internal i32 @co__coro_resume(
// CURSORS:       %rd.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 6)
// CURSORS:       %wr.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{[^,]+}}, i32 6)
