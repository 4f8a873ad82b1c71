// Proves: a value clamped by a select on its low bits (`if (d == 0 || d >
// 100) d = 1;` for a u32 d read from a u64, which InstCombine turns into a
// select between 1 and `x & 0xffffffff` on `(u32)x - 101 u< -100`) is
// checked against [1, 100] after the reload, each arm where the condition
// sends it. LazyValueInfo relates the condition to the arm only when both
// name one value: the reloaded divisor was checked against [0, 2^32) only,
// and a frame poked to 0 divided by zero instead of giving CORRUPT
// (test/corpus/run/reload-clamped-divisor.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/reload-clamped-divisor.c -o - | FileCheck %s

// Predicates: 35 uge, 37 ule.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK-DAG:     @llvm.bpf.compare.i64.i64(i32 {{35|39}}, i64 %[[D:[^,]+]], i64 1)
// CHECK-DAG:     @llvm.bpf.compare.i64.i64(i32 {{37|41}}, i64 %[[D]], i64 100)
// CHECK-LABEL: define
