// Proves: the range of a reloaded loop counter is narrowed by the
// dominating `i != 4` to [0, 3]: in the loop's header SCEV gives [0, 4],
// and a check of i <= 4 lets the verifier reach a[4] (an invalid
// variable-offset read from stack). The counter leaves its loop through
// `!=`, so the resume splits it into those values (counter-split-ne-exit.c)
// rather than checking the range: 0 to 3, never 4.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/ne-exit.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal i32 @ne_exit__coro_resume(
// CHECK:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I:[^,]+]], i32 0)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 3)
// CHECK-NOT:     @llvm.bpf.compare.i32.i32(i32 {{32|37}}, i32 %[[I]], i32 4)
// CHECK:         coro.cont.1:
