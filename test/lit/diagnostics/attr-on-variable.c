// Proves: __bpf_coro on a variable (plain or function pointer) is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int counter; // expected-error {{'__bpf_coro' applies only to functions, not to variable 'counter'}}
// CHECK: attr-on-variable.c:[[@LINE-1]]:1: error: '__bpf_coro' applies only to functions, not to variable 'counter'; mark the coroutine function itself: __bpf_coro static int fn(...)

static int (__bpf_coro *fp)(int); // expected-error {{'__bpf_coro' applies only to functions, not to variable 'fp'}}
// CHECK: attr-on-variable.c:[[@LINE-1]]:13: error: '__bpf_coro' applies only to functions, not to variable 'fp'

int prog(void)
{
	return counter + (fp ? fp(1) : 0);
}
