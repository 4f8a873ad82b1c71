// Proves: __bpf_coro on a struct field or a parameter is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

struct state {
	__bpf_coro int step; // expected-error {{'__bpf_coro' applies only to functions, not to field 'step'}}
	// CHECK: attr-on-field.c:[[@LINE-1]]:2: error: '__bpf_coro' applies only to functions, not to field 'step'; mark the coroutine function itself: __bpf_coro static int fn(...)
};

static int twice(int __bpf_coro n) // expected-error {{'__bpf_coro' applies only to functions, not to parameter 'n'}}
// CHECK: attr-on-field.c:[[@LINE-1]]:22: error: '__bpf_coro' applies only to functions, not to parameter 'n'
{
	return 2 * n;
}

int prog(struct state *s)
{
	return twice(s->step);
}
