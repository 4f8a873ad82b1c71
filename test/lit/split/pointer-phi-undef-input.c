// Proves: a pointer phi with an undef or poison input (a way on which the
// address is never used) is still rewritten into offsets from its base, so
// it can live across a suspension: the undef input takes the base of
// another input. With it left out of the rewrite the split refused the
// program, "a pointer is live across the suspension" (extended fuzz seed
// 14081). The program is the corpus's, which runs it.
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/pointer-phi-undef-way.c -o %t.o 2>&1 \
// RUN:   | FileCheck %s --allow-empty --check-prefix=DIAG
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s

// DIAG-NOT: error:
// DIAG-NOT: is live across the suspension

// CHECK-LABEL: <fz__coro_resume>:
// CHECK:         exit
