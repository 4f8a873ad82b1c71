// Proves: a value saved in fewer bits than it has (its users read only its
// low byte) gets the reload check of its range where the range fits those
// bits, on the byte's zero extension, and after the check the range
// reaches the optimiser through the same register. A __u8 clamped in int,
// `kc < 4 ? kc : 4`, started a __u8 count-down after a resume; with
// neither, the resume kept the count-down's 8-bit wrap and the verifier
// went round from 255 until a million instructions
// (test/corpus/run/clamp-in-int-saved-in-byte-counted-down.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/clamp-in-int-saved-in-byte-counted-down.c -o - | FileCheck %s

// Predicate 37: ule.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         %[[K:[0-9]+]] = load i8, ptr %{{[0-9]+}}, align 1, {{.*}}!bpfcoro.reload
// CHECK-NEXT:    %[[Z:[0-9]+]] = zext i8 %[[K]] to i32
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 37, i32 %[[Z]], i32 4)
// CHECK:         call range(i32 0, 5) i32 asm "", "=r,0"(i32 %[[Z]])
// CHECK-LABEL: define
