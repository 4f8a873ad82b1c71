// Proves: a variadic coroutine is an error at its ellipsis.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int sum(int n, ...) // expected-error {{'__bpf_coro' function 'sum' cannot be variadic}}
// CHECK: variadic.c:[[@LINE-1]]:34: error: '__bpf_coro' function 'sum' cannot be variadic; give it a fixed list of at most 3 integer or pointer parameters
{
	return bpf_coro_yield(n);
}
