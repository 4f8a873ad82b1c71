// Proves: computeRanges does not ask ScalarEvolution about the saved
// integers whose range it certainly gives as full (RangeFilter,
// ReloadRanges.cpp: the links of a chain of sums with a suspension's result
// in each, and the loop phi it steps), and loses no range by it:
// -bpf-coro-check-range-filter, which asks about every one and stops the
// compile where SCEV would have narrowed a skipped value, compiles the same
// IR. The ranges still reach the resume: the loop counter i ([0, 19]) and
// the masked phi ([0, 15]); the chain's links (the seq shape of
// bench/gen.c, on which asking was quadratic) have none.
// RUN: %clang_bpf -S -emit-llvm %S/Inputs/range-filter.c -o %t.ll
// RUN: %clang_bpf -S -emit-llvm -mllvm -bpf-coro-check-range-filter %S/Inputs/range-filter.c -o %t.check.ll
// RUN: diff %t.ll %t.check.ll
// RUN: FileCheck %s < %t.ll

// The only compare of the chain's resume is the index check.
// CHECK-LABEL: @chain__coro_resume(
// CHECK-NOT:     @llvm.bpf.compare.i64.i64
// CHECK:       {{^}}}

// CHECK-LABEL: @counter__coro_resume(
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 19)
// CHECK:       {{^}}}

// CHECK-LABEL: @masked__coro_resume(
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 15)
// CHECK:       {{^}}}
