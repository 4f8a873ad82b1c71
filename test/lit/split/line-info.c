// BTF.ext line info of the split functions points at the coroutine's own
// source lines, so verifier logs and `bpftool prog dump xlated linum` show
// the C of the coroutine.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -c %S/Inputs/count.c -o %t.o
// RUN: llvm-objdump -d -S --no-show-raw-insn %t.o | FileCheck %s

// CHECK-LABEL: <count__coro_resume>:
// CHECK:       ; 		s += bpf_coro_yield(i);
// CHECK:       ; 	for (int i = 0; i < n; i++)
// CHECK:       ; 	return s;
