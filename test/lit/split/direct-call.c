// Upstream verifiers reject indirect calls (callx) and cannot load the
// gotox jump tables of -mcpu=v4: every resume is a direct call of a static
// subprogram and the dispatch is a compare chain. (By default small pieces
// are inlined instead, inline-auto.c; here they are kept calls.)
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S %S/Inputs/count.c -o - | FileCheck %s
// RUN: %clang_bpf -S %S/Inputs/count.c -o - | FileCheck %s --check-prefix=AUTO
// AUTO-NOT: callx
// AUTO-NOT: gotox

// CHECK-LABEL: start:
// CHECK:         call count
// CHECK-LABEL: resume:
// CHECK:         call count__coro_resume
// CHECK-LABEL: destroy:
// CHECK:         call count__coro_destroy
// CHECK-NOT:     callx
// CHECK-NOT:     gotox
