// Proves: a pointer phi whose incoming blocks share one byte offset
// (computed above the branch) gets the offset scaled in each incoming block.
// One shift reused for both did not dominate the second block: the broken
// IR sent LazyValueInfo to garbage in computeRanges (a segfault that came
// and went with memory layout); opt's verifier catches it every time.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/pointer-phi-shared-offset.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll 2>&1 | FileCheck %s --implicit-check-not="does not dominate"

// CHECK-LABEL: define internal i32 @pick(
// CHECK:         %[[SA:.*]] = {{[al]}}shr exact i64 %[[OFF:.*]], 2
// CHECK-NEXT:    br label %[[JOIN:[0-9]+]]
// CHECK:         %[[SB:.*]] = {{[al]}}shr exact i64 %[[OFF]], 2
// CHECK-NEXT:    br label %[[JOIN]]
// CHECK:       [[JOIN]]:
// CHECK-NEXT:    %{{.*}}.off = phi i64 [ %[[SA]], %{{[0-9]+}} ], [ %[[SB]], %{{[0-9]+}} ], [ 1, %{{[0-9]+}} ]
