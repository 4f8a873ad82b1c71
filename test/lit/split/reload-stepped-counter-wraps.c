// Proves: an 8-bit counter stepped by 7 to a `!=` exit it reaches only
// after wrapping (0, 7, ..., 252, 3, ..., 87, then 94: 50 trips) is
// compared after a resume with every value it takes, 91, 133 (-123) and 3
// among them, not only those up to 87. The bound of a stepped phi (start
// plus trips times step) shared one overflow flag between its product and
// its sum, and each call sets its flag: 7 * 49 wrapped to 87 unnoticed,
// and a frame suspended at 91 was resumed as CORRUPT
// (test/corpus/run/loop-u8-step-seven-wraps-to-exit.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-u8-step-seven-wraps-to-exit.c -o - | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK-DAG:     @llvm.bpf.compare.i8.i8(i32 32, i8 %[[I:[0-9]+]], i8 -123)
// CHECK-DAG:     @llvm.bpf.compare.i8.i8(i32 32, i8 %[[I]], i8 91)
// CHECK-DAG:     @llvm.bpf.compare.i8.i8(i32 32, i8 %[[I]], i8 3)
// CHECK-LABEL: define
