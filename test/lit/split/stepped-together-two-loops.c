// Proves: a pointer stepped beside an inner loop's counter from a pointer
// stepped beside the outer loop's counter (`p += 3` with `i++`, then `q =
// p` and `q++` with `j++`) is computed after a resume from both counters,
// 3 * i + j, each split into its values. Saved on its own, q was checked
// as [0, 15], and after `j + 1 < 3` the verifier walked the next `*q` a row
// on, past the array (test/corpus/run/pointer-rows-beside-two-counters.c).
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/pointer-rows-beside-two-counters.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// At the inner yield (the second point).
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %j.exact = phi i32 [ 0, {{.*}} ], [ 1, {{.*}} ], [ 2, {{.*}} ]
// CHECK:         %[[I:i.exact[0-9]*]] = phi i32 [ 0, %coro.resume.2.j ], {{.*}} [ 3, {{.*}} ]
// CHECK-NEXT:    %[[J64:.*]] = zext i32 %j.exact to i64
// CHECK-NEXT:    %[[I64:.*]] = zext i32 %[[I]] to i64
// CHECK-NEXT:    %[[ROW:.*]] = mul i64 %[[I64]], 3
// CHECK-NEXT:    %{{.*}}.off.stepped = add i64 %[[J64]], %[[ROW]]
