// -mllvm -bpf-coro-inline: start and resume are inlined into their callers
// (no BPF-to-BPF call per resume); destroy stays a subprogram. Without the
// flag, all three are calls (direct-call.c).
// RUN: %clang_bpf -mllvm -bpf-coro-inline -S %S/Inputs/count.c -o - | FileCheck %s

// CHECK-LABEL: start:
// CHECK-NOT:     call count
// CHECK-LABEL: resume:
// CHECK-NOT:     call count__coro_resume
// CHECK-LABEL: destroy:
// CHECK:         call count__coro_destroy
