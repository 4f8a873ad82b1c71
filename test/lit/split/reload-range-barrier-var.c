// Proves: a saved value behind libbpf's barrier_var() (an empty asm whose
// output is its input) is range-checked after the reload with its input's
// range: `j = a & 31; barrier_var(j); p = &arr[j];` saved across yields
// checks j <= 31 (predicate 37: ule). LazyValueInfo knows nothing of an
// asm's result, and an unchecked j made the verifier refuse the address
// rebuilt from it. The input is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/index-behind-barrier-var.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:       coro.resume.2:
// CHECK:         %j.inrange = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %{{\.reload[0-9]*}}, i64 31)
// CHECK-NEXT:    br i1 %j.inrange, label %{{[^,]+}}, label %coro.corrupt.2
