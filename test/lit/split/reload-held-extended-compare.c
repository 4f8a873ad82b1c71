// Proves: a compare that held at the suspension between a saved value and
// an extension of another (`i < (long)n`, a long counter below an int
// bound clamped to at most 9) is checked again after the reload, on the
// extension of the reloaded n, and bounds both: n against [1, 9] (from i's
// range), i against [0, 8]. It was left out (only saved and recomputed
// values counted), n's range [INT_MIN, 9] was too wide to check, and the
// resumed t[i + 1] was refused ("invalid variable-offset read from
// stack", test/corpus/run/loop-long-counter-int-bound-clamped-above.c).
// RUN: %clang_bpf -I%S/../../corpus -mllvm -bpf-coro-inline=never -S -emit-llvm %S/../../corpus/run/loop-long-counter-int-bound-clamped-above.c -o - | FileCheck %s

// Predicates: 37 ule, 39 sge, 40 slt.
// CHECK-LABEL: define internal {{.*}} @co__coro_resume(
// CHECK:         %[[N:[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4, {{.*}}!bpfcoro.reload
// CHECK:         @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N]], i32 1)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 9)
// CHECK:         @llvm.bpf.compare.i64.i64(i32 37, i64 %[[I:[0-9]+]], i64 8)
// CHECK:         %[[NW:[0-9]+]] = sext i32 %[[N]] to i64
// CHECK-NEXT:    @llvm.bpf.compare.i64.i64(i32 40, i64 %[[I]], i64 %[[NW]])
// CHECK-LABEL: define
