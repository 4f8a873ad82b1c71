// Proves: a coroutine compiled without -g is an error: its frame type would
// reach libbpf (and the verifier) only through BTF, built from debug info.
// RUN: not %clang_bpf -g0 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int count(int n)
// CHECK: pass-no-debug-info.c:[[@LINE-1]]:23: error: '__bpf_coro' function 'count' needs debug info: its frame type reaches libbpf only through BTF; compile with -g
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
