// Proves: a pointer stepped beside a loop counter (`i++, p++`, which LLVM
// keeps as an index of its own, always i + 1) is not saved: the resume
// computes it from the reloaded counter after the counter's range check,
// so the verifier bounds `*p` by what bounds i. Saved and checked on its
// own, p's index said nothing to the verifier about i: after `i + 1 < 16`
// it walked the next `*p` one element past the array ("invalid
// variable-offset read from stack"; test/corpus/run/pointer-beside-counter.c
// loads and runs it). The frame holds one 8-byte slot less.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/pointer-beside-counter.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:       coro.resume.1:
// CHECK:         %[[I:.*]] = load i32, {{.*}} !bpfcoro.reload
// CHECK:         %i.inrange = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %[[I]], i32 15)
// CHECK-NEXT:    br i1 %i.inrange, label %[[OK:.*]], label %coro.corrupt.1
// CHECK:       [[OK]]:
// CHECK-NEXT:    %[[W:.*]] = zext i32 %[[I]] to i64
// CHECK-NEXT:    %[[P:.*]] = add i64 %[[W]], 1
// CHECK-NEXT:    %{{.*}} = shl nsw i64 %[[P]], 3

// The frame: i, the array, s and the loaded element; no slot for p.
// CHECK: !DIDerivedType(tag: DW_TAG_member, name: "i", {{.*}} size: 32, align: 32, offset: 160)
// CHECK: !DIDerivedType(tag: DW_TAG_member, name: "__tmp0", {{.*}} size: 64, align: 64, offset: 1344)
// CHECK-NOT: DW_TAG_member, name: "p",
