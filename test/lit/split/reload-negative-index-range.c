// Proves: a reloaded counter whose range goes below zero and that indexes
// an array (`t[i + 20]`, i from -20 to 20: more values than a resume splits
// into) is handed on after its checks through an empty asm whose range is
// the one checked, so that BPFCoroIndexMask can move the array's base down
// and index from zero (test/lit/indexmask/negative-index.ll). Scaled as it
// was, the index could be negative and the verifier refused the address
// ("math between fp pointer and register with unbounded min value";
// test/corpus/run/negative-counter-41-values.c loads and runs).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/negative-counter-41-values.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// Predicates 39 and 41: sge and sle.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %[[I:.*]] = load i32, {{.*}} !bpfcoro.reload
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 39, i32 %[[I]], i32 -20)
// CHECK:         %[[LE:.*]] = call i1 @llvm.bpf.compare.i32.i32(i32 41, i32 %[[I]], i32 20)
// CHECK-NEXT:    br i1 %[[LE]], label %[[OK:.*]], label %coro.corrupt.1
// CHECK:       [[OK]]:
// CHECK-NEXT:    call range(i32 -20, 21) i32 asm "", "=r,0"(i32 %[[I]])

// Every value below zero (`t[i + 40]`, i from -40 to -24): the checks
// compare unsigned (predicates 35 and 37: uge and ule), a range that does
// not wrap there, and it is handed on all the same
// (test/corpus/run/counter-all-negative-index.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/counter-all-negative-index.c -o %t.neg.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.neg.ll | FileCheck %s --check-prefix=BELOW
// BELOW-LABEL: define internal i32 @co__coro_resume(
// BELOW:         %[[I:.*]] = load i32, {{.*}} !bpfcoro.reload
// BELOW:         call i1 @llvm.bpf.compare.i32.i32(i32 35, i32 %[[I]], i32 -40)
// BELOW:         %[[LE:.*]] = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[I]], i32 -24)
// BELOW-NEXT:    br i1 %[[LE]], label %[[OK:.*]], label %coro.corrupt.1
// BELOW:       [[OK]]:
// BELOW-NEXT:    call range(i32 -40, -23) i32 asm "", "=r,0"(i32 %[[I]])
