// Proves: the range checked on a reloaded loop counter is narrowed by the
// dominating `i != 4` to [0, 3]: in the loop's header SCEV gives [0, 4],
// and a check of i <= 4 lets the verifier reach a[4] (an invalid
// variable-offset read from stack).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/ne-exit.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal i32 @ne_exit__coro_resume(
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 3)
// CHECK-NOT:     @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 4)
// CHECK:         coro.cont.1:
