// Proves: bpf_coro_yield() in an ordinary function or a file-scope initializer is an error,
// also as the selected operand of _Generic or __builtin_choose_expr (the ones evaluated).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

int prog(void *ctx)
{
	return bpf_coro_yield(1); // expected-error {{bpf_coro_yield() in function 'prog', which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one}}
	// CHECK: yield-outside.c:[[@LINE-1]]:9: error: bpf_coro_yield() in function 'prog', which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one
}

int chosen(void *ctx)
{
	return __builtin_choose_expr(1, bpf_coro_yield(3), 0) + // expected-error {{bpf_coro_yield() in function 'chosen', which is not a '__bpf_coro' function}}
	       _Generic(0, int: bpf_coro_yield(4), default: 0); // expected-error {{bpf_coro_yield() in function 'chosen', which is not a '__bpf_coro' function}}
	// CHECK: yield-outside.c:[[@LINE-2]]:34: error: bpf_coro_yield() in function 'chosen'
	// CHECK: yield-outside.c:[[@LINE-2]]:26: error: bpf_coro_yield() in function 'chosen'
}

static long early = bpf_coro_yield(2); // expected-error {{initializer element is not a compile-time constant}} expected-error {{bpf_coro_yield() in a file-scope initializer, which is not a '__bpf_coro' function}}
// CHECK: yield-outside.c:[[@LINE-1]]:21: error: bpf_coro_yield() in a file-scope initializer, which is not a '__bpf_coro' function
