// Proves: a value recomputed from a reloaded one (r - 1 of a count-down)
// is computed after the reloaded value's range checks, so it carries their
// bound. Computed before them, as it was, it is r - 1 of an unchecked r:
// BPFCoroLoopBound (which evaluates in program order, as a verifier that
// does not link r - 1 to r does) counted it down from 2^31 and refused the
// loop as too complex to check.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/count-down-parity.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -bpf-coro-skip-checks -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         coro.resume.1:
// CHECK-NOT:     add nsw i32
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[R:[^,]+]], i32 1)
// CHECK-NOT:     add nsw i32
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[R]], i32 {{[0-9]+}})
// CHECK-NEXT:    br i1
// CHECK-EMPTY:
// CHECK-NEXT:  coro.resume.1.checked{{[0-9]*}}:
// CHECK-NEXT:    add nsw i32 %[[R]], -1
// CHECK:         coro.cont.1:
