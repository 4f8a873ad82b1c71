// Proves: a noreturn coroutine is an error at the attribute. Clang ends a
// call of a noreturn function with `unreachable`, so the start call that
// bpf_coro_start() wraps lost everything after it, and the pass said the
// coroutine was called directly (it is not): the message names the
// attribute and says a coroutine may loop forever without it.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

_Noreturn __bpf_coro static int gen(int n) // expected-error {{'__bpf_coro' function 'gen' cannot be noreturn; its start and resume return to their caller at every suspension: remove the noreturn attribute (a coroutine may still loop forever)}}
// CHECK: noreturn.c:[[@LINE-1]]:1: error: '__bpf_coro' function 'gen' cannot be noreturn; its start and resume return to their caller at every suspension: remove the noreturn attribute (a coroutine may still loop forever)
{
	for (;;)
		n += bpf_coro_yield(n);
}

__attribute__((noreturn)) __bpf_coro static int gen2(int n) // expected-error {{'__bpf_coro' function 'gen2' cannot be noreturn}}
// CHECK: noreturn.c:[[@LINE-1]]:49: error: '__bpf_coro' function 'gen2' cannot be noreturn
{
	for (;;)
		n += bpf_coro_yield(n);
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, gen(1), out) + bpf_coro_start(f, gen2(1), out);
}
