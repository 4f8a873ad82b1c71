// Proves: a computed goto in a coroutine is an error at the `goto *`, not a
// crash in the BPF backend ("Cannot select: brind").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int jump(int n)
{
	static void *const where[] = { &&even, &&odd };

	goto *where[n & 1]; // expected-error {{computed goto in '__bpf_coro' function 'jump': BPF has no indirect jump the verifier accepts; use a switch on an index instead}}
	// CHECK: pass-computed-goto.c:[[@LINE-1]]:8: error: computed goto in '__bpf_coro' function 'jump'
even:
	bpf_coro_yield(0);
	return 0;
odd:
	bpf_coro_yield(1);
	return 1;
}

int use(void *f, long *out) { return bpf_coro_start(f, jump(1), out); }
