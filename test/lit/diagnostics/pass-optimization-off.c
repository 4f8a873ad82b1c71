// Proves: at -O0 (where BPF code does not load) the pass refuses to split,
// with the fix in the message, instead of crashing or emitting bad code.
// RUN: %clang_verify -O0 %s
// RUN: not %clang_bpf -O0 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int count(int n)
{
	// CHECK: pass-optimization-off.c:[[@LINE-2]]:1: error: '__bpf_coro' function 'count' cannot be split at -O0: BPF programs need -O1 or higher to load; compile with -O2
	// expected-error@-3 {{'__bpf_coro' function 'count' cannot be split at -O0: BPF programs need -O1 or higher to load; compile with -O2}}
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
