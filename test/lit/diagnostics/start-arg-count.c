// Proves: __bpf_coro_start() called by hand with other than 3 arguments is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int one(int n) { return n; }

static char frame[64];

int prog(void)
{
	long v;
	int st;

	st = __bpf_coro_start(frame, &v); // expected-error {{bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:7: error: bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)
	st += __bpf_coro_start(frame, &v, one(1), 2); // expected-error {{bpf_coro_start() takes 3 arguments, not 4}} expected-error {{'__bpf_coro' function 'one' cannot be called directly}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_start() takes 3 arguments, not 4
	return st;
}
