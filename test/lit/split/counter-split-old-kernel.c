// Proves: for a target kernel before 6.8 (-bpf-coro-target-kernel), a loop
// counter without gaps is split into its values after the reload too, when
// there are at most 16: such a verifier decides `i < n` only with i a
// constant, so a reloaded counter's range never left a loop to a bound
// that is a range too (6.1, extended fuzz seed 277: 8193 jumps). For 6.8
// and later, and without the option, the counter keeps its range check,
// which those verifiers compare with n's range; so does a counter of more
// values.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/counter-split-old-kernel.c -o %t.ll
// RUN: %opt_coro -bpf-coro-target-kernel=6.1 -passes=bpf-coro-split -S %t.ll \
// RUN:   | FileCheck %s --check-prefixes=CHECK,OLD
// RUN: %opt_coro -bpf-coro-target-kernel=6.8 -passes=bpf-coro-split -S %t.ll \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NEW
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NEW

// CHECK-LABEL: define internal i32 @upto__coro_resume(
// OLD:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R:.*]], i32 0)
// OLD:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 1)
// OLD:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 2)
// OLD:         call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[R]], i32 3)
// OLD:         %i.exact = phi i32 [ 0, %coro.resume.1 ], [ 1, %{{.*}} ], [ 2, %{{.*}} ], [ 3, %{{.*}} ]
// NEW-NOT:     i.exact
// NEW:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 3)
// NEW-NOT:     i.exact
// CHECK-LABEL: define internal i32 @upto__coro_destroy(

// CHECK-LABEL: define internal i32 @wide__coro_resume(
// CHECK-NOT:     i.exact
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 39)
// CHECK-NOT:     i.exact
// CHECK-LABEL: define internal i32 @wide__coro_destroy(
