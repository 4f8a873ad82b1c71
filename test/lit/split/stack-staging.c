// Proves: the contents of locals saved at a suspension are copied from the
// locals' memory at the suspension, not forwarded from every store since
// their initialisation. Forwarded, each of the 216 bytes' values lived in
// a register (spilled) until the suspension: the resume needed 520 bytes of
// stack and the backend failed with "BPF stack limit is exceeded". Now it
// takes the three arrays and a few spills, under 256 bytes.
// RUN: %clang_bpf -c %S/Inputs/stack-staging.c -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// RUN: %clang_bpf -mllvm -bpf-stack-size=2048 -c %S/Inputs/stack-staging.c -o %t.big.o
// RUN: llvm-objdump -d %t.big.o | FileCheck %s

// BUILD-NOT: stack limit is exceeded

// The copy out of the locals reads their memory, volatile.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/stack-staging.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s --check-prefix=IR
// IR-LABEL: define internal i32 @c171_3__coro_resume(
// IR:         load volatile i64, ptr

// CHECK:       <c171_3__coro_resume>:
// CHECK-NOT:   r10 - 0x{{[1-9a-f][0-9a-f][0-9a-f]}}
