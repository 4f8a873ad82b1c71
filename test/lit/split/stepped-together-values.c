// Proves: a counter stepped by 3 beside the loop's `i++` (`j += 3`), whose
// values leave gaps (so a resume split it into 0, 3, .., 27), is computed
// from i, and i, checked only by its range before, is split into 0..9
// instead: the exact values j had follow from i's. Split on its own, j
// said nothing of i to the verifier, which walked j = 27 with i below 9
// into t[30] (test/corpus/run/counter-stepped-by-three.c loads and runs).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/counter-stepped-by-three.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %[[I:.*]] = load i32, {{.*}} !bpfcoro.reload
// CHECK:         %i.is = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 0)
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[I]], i32 9)
// CHECK-NEXT:    br i1 %{{.*}}, label %{{.*}}, label %coro.corrupt.1
// CHECK:         %i.exact = phi i32 [ 0, {{.*}} ], [ 9, {{.*}} ]
// CHECK-NEXT:    mul i32 %i.exact, 3

// The frame: i, t, s and the loaded element; no slot for j.
// CHECK-NOT: DW_TAG_member, name: "j"
