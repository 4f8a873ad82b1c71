// Proves: a pointer phi whose incoming value is a select over the phi
// itself (p = c ? &a[3] : p, in a loop with a suspension) is rewritten
// with the select into offsets and base numbers, as a phi over addresses
// is; it used to stay a pointer and be reported as live across the
// suspension.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/pointer-loop.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll 2>&1 | FileCheck %s --implicit-check-not="live across"

// After the reload the select picks among the saved offset and base and
// &a[3]'s (SROA split a[0] and a[3] into two locals: base 1, offset 0).
// CHECK-LABEL: define internal i32 @pointer_loop__coro_resume(
// CHECK:         %[[OFF:[^ ]+]].off.reload = load i64
// CHECK:         %[[OFF]].base.reload = load i32
// CHECK:         %[[S:[^ ]+]].off = select i1 %{{.*}}, i64 %[[OFF]].off.reload, i64 0
// CHECK-NEXT:    %[[S]].base = select i1 %{{.*}}, i32 %[[OFF]].base.reload, i32 1
