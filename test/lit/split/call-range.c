// Proves: a call in a coroutine of a function of the same file gets the
// range that function returns (LazyValueInfo on a simplified copy of it,
// which is deleted), so the reloaded bound is checked against [0, 6], not
// int's range: after a resume the verifier refused `t[i]` ("invalid
// unbounded variable-offset read from stack"; corpus
// run/count-from-noinline-clamp.c), and with the call's constant
// arguments in place: `x % (k + 1)` called with k = 2 is [0, 2] (corpus
// run/count-from-noinline-helper-constant-argument.c), and with the ranges
// the other arguments have at the call on the copy's parameters (a clamp to
// [-3, 5] of an argument in [0, 3] is [0, 3]: corpus
// run/count-from-helper-argument-range.c). A helper whose
// result is not bounded gets nothing, nor does one whose copy computes
// something else (`__builtin_constant_p(k)` is true with k in place:
// corpus run/callee-range-not-from-constant-p.c); the helper itself is not
// changed, and no copy is left.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/call-range.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// The helper stays as clang wrote it, and no copy of it is left.
// CHECK-LABEL: define internal i32 @cnt(i64 noundef %0)
// CHECK-NEXT:    %2 = alloca i32
// CHECK-NOT:   define {{.*}}@cnt.
// CHECK-NOT:   define {{.*}}@mod.

// CHECK-LABEL: define internal i32 @count(
// CHECK:         call range(i32 0, 7) i32 @cnt(
// CHECK:         call i64 @mix(
// CHECK:         call range(i32 0, 3) i32 @mod(i64 noundef %{{.*}}, i32 noundef 2)
// CHECK:         call i32 @konst(i32 noundef 1,
// CHECK:         call range(i32 0, 4) i32 @sc(

// CHECK-LABEL: define internal i32 @count__coro_resume(
// CHECK:         %n.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N:.*]], i32 1)
// CHECK:         call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 6)
// CHECK-NOT:   define {{.*}}@cnt.
