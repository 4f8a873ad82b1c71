// Proves: a loop counter whose loop simplification left two edges back (a
// `continue` and the body's end each with its own `++i0 < 3`; a dead
// `break` makes it so) is range-checked after a resume like any other:
// the split gives every loop one latch before it asks ScalarEvolution for
// ranges, which sees no recurrence in a phi of two back edges. Unchecked,
// the reloaded i0 reached the `continue` way around unbounded below, and
// the verifier counted up from INT_MIN (extended fuzz seed 8285). The
// program is the corpus's, which runs it.
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/loop-two-latches-counter-reloaded.c -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s

// CHECK-LABEL: <co__coro_resume>:
// CHECK:         w[[I:[0-9]]] = *(u32 *)(r{{[0-9]}} + 0x14)
// CHECK:         if w[[I]] > 0x2 goto
