// Proves: calling a coroutine directly, outside bpf_coro_start(), is an error (also from another coroutine).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

__bpf_coro static int outer(int n)
{
	return count_to(n); // expected-error {{'__bpf_coro' function 'count_to' cannot be called directly; call it through bpf_coro_start(frame, count_to(args), &out)}}
	// CHECK: direct-call.c:[[@LINE-1]]:9: error: '__bpf_coro' function 'count_to' cannot be called directly; call it through bpf_coro_start(frame, count_to(args), &out)
}

static char frame[64];

int prog(void)
{
	long v;

	return count_to(3) + // expected-error {{'__bpf_coro' function 'count_to' cannot be called directly}}
	       // CHECK: direct-call.c:[[@LINE-1]]:9: error: '__bpf_coro' function 'count_to' cannot be called directly
	       bpf_coro_start(frame, outer(1), &v);
}
