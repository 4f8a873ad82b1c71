// Proves: in `for (i = 0; i != m; i++)`, left at i == m once per
// iteration with i counted by one from 0, a suspension inside the loop
// re-checks i < m on the reloads (predicate 36: ult), an order no branch
// states: `i != m` says nothing of bounds, yet the verifier needs i < m to
// bound buf[i + 1] after a resume that reloads both as ranges. The input
// is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/counted-to-bound-not-equal.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         %[[I:[^ ]+]] = load i32, ptr %{{[^,]+}}, align 4, {{.*}}!bpfcoro.reload
// CHECK:         %[[NW:[^ ]+]] = zext i8 %{{\.reload[0-9]*}} to i32
// CHECK:         %[[MASK:[^ ]+]] = and i32 %[[NW]], 7
// CHECK-NEXT:    %[[M:[^ ]+]] = add nuw nsw i32 %[[MASK]], 4
// CHECK-NEXT:    %held = call i1 @llvm.bpf.compare.i32.i32(i32 36, i32 %[[I]], i32 %[[M]])
// CHECK-NEXT:    br i1 %held, label %{{[^,]+}}, label %coro.corrupt.1
