// -mllvm -bpf-coro-inline (=always): start and resume are inlined into
// every caller whatever their size (no BPF-to-BPF call per resume); destroy
// stays a subprogram. By default only pieces within the budget are
// (inline-auto.c); with =never all three are calls (direct-call.c).
// RUN: %clang_bpf -mllvm -bpf-coro-inline -S %S/Inputs/count.c -o - | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-inline=always -mllvm -bpf-coro-inline-budget=0 \
// RUN:   -S %S/Inputs/count.c -o - | FileCheck %s

// CHECK-LABEL: start:
// CHECK-NOT:     call count
// CHECK-LABEL: resume:
// CHECK-NOT:     call count__coro_resume
// CHECK-LABEL: destroy:
// CHECK:         call count__coro_destroy
