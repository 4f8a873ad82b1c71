// Proves: a reloaded value whose range starts at 1 (n of nested loops
// `i < n`, `j < n`: i < n makes n >= 1) is checked with a signed lower
// bound that reaches the verifier as `n s< 1` (to the error), not as
// `n == 0`. From `n != 0` kernels before 6.8 learn no minimum: 6.1 then
// could not drop the `j < n` test after `j = 0` and walked the outer loop
// `i < n` between two suspensions until it gave up at 1M instructions
// (coro_test nested_variable_bound).
// RUN: %clang_bpf -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// CHECK-LABEL: <nested_n__coro_resume>:
// CHECK:         w[[N:[0-9]]] = *(u32 *)(r1 + 0x14)
// CHECK-NOT:     if w[[N]] == 0x0 goto
// CHECK:         if w[[N]] s< 0x1 goto
__bpf_coro static int nested_n(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			s += bpf_coro_yield(i * 10 + j);
	return s;
}

int start(void *f, long *out, int n) { return bpf_coro_start(f, nested_n(n), out); }
