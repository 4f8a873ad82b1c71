// Proves: an atomic load of shared memory below -mcpu=v4 is an error at
// the access, not a crash in the BPF backend; an `_Atomic` local is not:
// the BPF stack belongs to one program run, so its accesses are made plain
// (and the local is saved across the suspension like any other).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int tally(int n, int *shared)
{
	_Atomic int total = n; // initialising is a plain store

	total += bpf_coro_yield(1);
	n = __atomic_load_n(shared, __ATOMIC_RELAXED); // expected-error {{atomic load of '*shared' in '__bpf_coro' function 'tally'}}
	// CHECK: pass-atomic-local.c:[[@LINE-1]]:6: error: atomic load of '*shared' in '__bpf_coro' function 'tally'
	return total + n;
}

int use(void *f, long *out) { return bpf_coro_start(f, tally(1, 0), out); }
