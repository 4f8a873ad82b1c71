// Proves: the reload check of a byte's lower bound 1 (`i s>= 1`, which
// kernels before 6.8 follow where `i != 0` teaches them nothing) is made on
// the byte's zero extension to 32 bits, one register the code goes on with
// (hidden from the optimiser), and so is the upper bound: the backend
// compares a byte signed on a sign-extended copy, which the verifier does
// not link to the byte, and a count-down's `i - 1` checked only by the copy
// wrapped below 1 (`__u8 i` from 9 down to 1 indexing t[i]: "invalid
// variable-offset read from stack",
// test/corpus/run/loop-u8-count-down-index.c). After the checks the range
// reaches the optimiser through the same register.
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-u8-count-down-index.c -o - | FileCheck %s

// Predicates: 39 sge, 37 ule.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         %[[I:[0-9]+]] = load i8, ptr %{{[0-9]+}}, align 4, {{.*}}!bpfcoro.reload
// CHECK:         %[[Z:[0-9]+]] = zext i8 %[[I]] to i32
// CHECK-NEXT:    %[[W:[0-9]+]] = tail call i32 asm "", "=r,0"(i32 %[[Z]])
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 39, i32 %[[W]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[W]], i32 9)
// CHECK:         call range(i32 1, 10) i32 asm "", "=r,0"(i32 %[[W]])
// CHECK-LABEL: define
