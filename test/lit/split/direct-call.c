// Upstream verifiers reject indirect calls (callx) and cannot load the
// gotox jump tables of -mcpu=v4: every resume is a direct call of a static
// subprogram and the dispatch is a compare chain.
// RUN: %clang_bpf -S %S/Inputs/count.c -o - | FileCheck %s

// CHECK-LABEL: start:
// CHECK:         call count
// CHECK-LABEL: resume:
// CHECK:         call count__coro_resume
// CHECK-LABEL: destroy:
// CHECK:         call count__coro_destroy
// CHECK-NOT:     callx
// CHECK-NOT:     gotox
