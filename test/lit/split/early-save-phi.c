// Proves: with more than four values live at a suspension, a phi's value is
// stored early (at the end of the blocks it comes from) only from a block
// that goes straight to the phi. The inner loop's header carries the outer
// counter's next value i + 1 to the outer loop, but also enters the inner
// body again, where the suspension needs i: it stores nothing (it stored
// i + 1 into i's slot before the fix, and resumes saw the wrong i).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/early-save.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @early__coro_resume(
// The inner loop's header: j < 3, then straight to its branch.
// CHECK:         %[[HEAD:.*]] = icmp {{.*}}ult i32 %{{.*}}, 3
// CHECK-NOT:     store
// CHECK:         br i1 %[[HEAD]],
