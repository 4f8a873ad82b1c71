// Proves: a test that held at a suspension on the low half of a value saved
// narrowed to that half (`ix = (__u32)yield(1); if (ix < 20)`, with only
// the yield's low 32 bits used) is re-checked on the narrowed reload
// (predicate 36: ult). Such a slot was never a condition's operand, so the
// resume checked nothing and the verifier saw the index `x & 31` up to 31
// into 20 elements. The input is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/yielded-index-tested-low-half.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:       coro.resume.2:
// CHECK:         %[[IX:[^ ]+]] = load i32, ptr %{{[^,]+}}, align 4, {{.*}}!bpfcoro.reload
// CHECK-NEXT:    %[[WIDE:[^ ]+]] = zext i32 %[[IX]] to i64
// CHECK:         %[[LOW:[^ ]+]] = trunc i64 %[[WIDE]] to i32
// CHECK-NEXT:    %held = call i1 @llvm.bpf.compare.i32.i32(i32 36, i32 %[[LOW]], i32 20)
// CHECK-NEXT:    br i1 %held, label %{{[^,]+}}, label %coro.corrupt.2
