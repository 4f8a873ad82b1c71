// Proves: bpf_coro_yield() in a static helper called from a coroutine is an error, with a note at the call.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static inline int step(int i)
{
	return bpf_coro_yield(i); // expected-error {{bpf_coro_yield() in function 'step', which is not a '__bpf_coro' function}}
	// CHECK: yield-in-helper.c:[[@LINE-1]]:9: error: bpf_coro_yield() in function 'step', which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one
}

__bpf_coro static int count(int n)
{
	for (int i = 0; i < n; i++)
		step(i); // expected-note {{'step' is called from '__bpf_coro' function 'count' here, but a called function cannot suspend its caller: yield in 'count' itself}}
	// CHECK: yield-in-helper.c:[[@LINE-1]]:3: note: 'step' is called from '__bpf_coro' function 'count' here, but a called function cannot suspend its caller: yield in 'count' itself
	return n;
}
