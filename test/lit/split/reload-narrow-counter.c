// Proves: a 16-bit loop counter below a bound the program clamped (an int
// compared with the counter widened to int) is checked on the reload
// against what the loop's test allows, though no nsw on the i16 add gives
// LazyValueInfo or ScalarEvolution a range: the test bounds it through the
// bound's range and the widening, and the test, made on the counter's
// extension, is checked again after the reload. And the test is made on the
// counter widened to long, the register the index uses (BPFCoroWideCompare).
// Unchecked, the verifier refused the resumed a[j] ("invalid
// variable-offset read from stack",
// test/corpus/run/loop-s16-counter-clamped-bound.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-s16-counter-clamped-bound.c -o - | FileCheck %s

// The test that held at the suspension, `b > (int)j`, holds again: b is
// checked against [1, 16], j against [0, 15] as its extension to 32 bits
// (the register the code goes on with, its range then told to the
// optimiser), and the test itself on the reloads. Predicates: 37 ule, 38
// sgt, 39 sge.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         %[[B:[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4, {{.*}}!bpfcoro.reload
// CHECK:         %[[J:[0-9]+]] = load i16, ptr %{{[0-9]+}}, align 8, {{.*}}!bpfcoro.reload
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[B]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[B]], i32 16)
// CHECK:         %[[JZ:[0-9]+]] = zext i16 %[[J]] to i32
// CHECK-NEXT:    %[[JW:[0-9]+]] = tail call i32 asm "", "=r,0"(i32 %[[JZ]])
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 37, i32 %[[JW]], i32 15)
// CHECK:         %[[JK:[0-9]+]] = tail call range(i32 0, 16) i32 asm "", "=r,0"(i32 %[[JW]])
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 38, i32 %[[B]], i32 %[[JK]])
// CHECK:         %[[J16:[0-9]+]] = trunc nuw nsw i32 %[[JK]] to i16
// CHECK:         %[[NEXT:[0-9]+]] = add nuw nsw i16 %[[J16]], 1
// CHECK:         %[[L:[0-9]+]] = zext nneg i16 %[[NEXT]] to i64
// CHECK-NEXT:    %[[W:[0-9]+]] = call i64 asm "", "=r,0"(i64 %[[L]])
// CHECK:         icmp sgt i64 %{{[0-9]+}}, %[[W]]
// CHECK-LABEL: define
