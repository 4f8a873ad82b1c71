// Proves: __builtin_alloca in a coroutine is an error at the call.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int grab(int n)
{
	char *p = __builtin_alloca(n); // expected-error {{'__bpf_coro' function 'grab' cannot call '__builtin_alloca'; its locals live in a frame of fixed size: use an array of constant size}}
	// CHECK: alloca.c:[[@LINE-1]]:12: error: '__bpf_coro' function 'grab' cannot call '__builtin_alloca'; its locals live in a frame of fixed size: use an array of constant size
	p[0] = 1;
	bpf_coro_yield(p[0]);
	return p[0];
}
