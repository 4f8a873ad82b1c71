// Proves: a call in a coroutine of a function of the same file is known
// to return the range that function returns (LazyValueInfo on a
// simplified copy of it, which is deleted), so the reloaded bound is
// checked against [0, 6], not int's range: after a resume the verifier
// refused `t[i]` ("invalid unbounded variable-offset read from stack";
// corpus run/count-from-noinline-clamp.c); with the call's constant
// arguments in place (`x % (k + 1)` called with k = 2 is [0, 2]: corpus
// run/count-from-noinline-helper-constant-argument.c), and with the ranges
// the other arguments have at the call on the copy's parameters (a clamp
// to [-3, 5] of an argument in [0, 3] is [0, 3]: corpus
// run/count-from-helper-argument-range.c). Nothing is known of a helper
// whose result is not bounded, nor of one whose copy computes something
// else (`__builtin_constant_p(k)` is true with k in place: corpus
// run/callee-range-not-from-constant-p.c). The ranges serve the split
// only: the calls carry none after it (specialised to one call, they are
// more than the optimiser knows in plain C, and what it made of one the
// verifier walked for a million instructions). The helper itself is not
// changed, and no copy is left.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/call-range.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @cnt(i64 noundef %0)
// CHECK-NEXT:    %2 = alloca i32
// CHECK-NOT:   define {{.*}}@cnt.
// CHECK-NOT:   define {{.*}}@mod.

// CHECK-LABEL: define internal i32 @count(
// CHECK-NOT:     range(
// CHECK-LABEL: define internal i32 @count__coro_resume(
// CHECK-NOT:     range(
// CHECK-DAG:     %n.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39, i32 %[[N:[^,]*]], i32 1)
// CHECK-DAG:     call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[N]], i32 6)
// CHECK-DAG:     %m.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %{{.*}}, i32 2)
// CHECK-DAG:     %c.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 {{3[57]}}, i32 %{{.*}}, i32 {{[03]}})
// CHECK-NOT:     %k.inrange
// CHECK-NOT:   define {{.*}}@cnt.
