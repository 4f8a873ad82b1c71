// Proves: the loop check and the reload checks use what the start calls
// pass. Started only as co(20), `i < n` bounds the loop between two
// suspensions: on the start path the verifier checks the static function
// with n = 20, and a resume re-checks the saved n against [20, 20] (it
// compared i with an unbounded reload before, and the check reported a loop
// the verifier loads). Loads and runs: start_constant in
// test/kernel/progs/loopbound.bpf.c.
// RUN: %clang_verify %s
// RUN: %clang_bpf -c -o /dev/null -mllvm -bpf-coro-loop-trace %s 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 35, i32 [[N:%[0-9]+]], i32 20)
// CHECK-NEXT: br i1
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 [[N]], i32 20)
// CHECK: loop walk:
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long start_constant(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, start_constant(20), out);
}
