// Proves: a count-down's reloaded counter is bounded by the floor the tests
// before its steps keep it above, and, tested `!= 0` by a loop that does
// not suspend, split into its values. n is clamped to [0, 2] and LLVM tests
// it `!= 0` before each `n - 1` (an inner loop's, a `continue` made it one,
// and the outer's): a resume accepts n = 1 or n = 2 at both suspensions
// and nothing else. Before, nothing was checked below (MonotoneBound's
// [INT_MIN, 2] was open there) and every verifier counted the reloaded n
// down until "BPF program is too large" (extended fuzz seed 923); with the
// range [1, 2] checked, 6.1's, which does not learn from a range that
// `n - 1 != 0` ends the loop, still did. The input is the kernel suite's
// program that loads and runs it on every kernel of the matrix.
// RUN: %clang_bpf -I%S/../../kernel -I%S/../../kernel/progs -S -emit-llvm -Xclang -disable-llvm-passes %S/../../kernel/progs/count_down_floor.bpf.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -bpf-coro-skip-checks -S %t.ll | FileCheck %s

// Predicate 32: eq.
// CHECK-LABEL: define internal i32 @count_down_floor__coro_resume(
// CHECK:         coro.resume.1:
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[A:[^,]+]], i32 1)
// CHECK-NEXT:    br i1 %{{[^,]+}}, label %[[JA:[^,]+]], label %[[NA:[^,]+]],
// CHECK:       [[NA]]:
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 32, i32 %[[A]], i32 2)
// CHECK-NEXT:    br i1 %{{[^,]+}}, label %[[JA]], label %coro.corrupt.1,
// CHECK:       [[JA]]:
// CHECK-NEXT:    phi i32 [ 1, %coro.resume.1 ], [ 2, %[[NA]] ]
// CHECK:         coro.resume.2:
// CHECK:         @llvm.bpf.compare.i32.i32(i32 32, i32 %[[B:[^,]+]], i32 1)
// CHECK-NEXT:    br i1 %{{[^,]+}}, label %[[JB:[^,]+]], label %[[NB:[^,]+]],
// CHECK:       [[NB]]:
// CHECK-NEXT:    @llvm.bpf.compare.i32.i32(i32 32, i32 %[[B]], i32 2)
// CHECK-NEXT:    br i1 %{{[^,]+}}, label %[[JB]], label %coro.corrupt.2,
// CHECK:       [[JB]]:
// CHECK-NEXT:    phi i32 [ 1, %coro.resume.2 ], [ 2, %[[NB]] ]
