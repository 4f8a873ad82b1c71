// Proves: taking a coroutine's address into a variable or passing it around is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int tick(int n) { return bpf_coro_yield(n); }

static void *saved = tick; // expected-error {{'__bpf_coro' function 'tick' cannot be used as a value; name it only in bpf_coro_start(frame, tick(args), &out), bpf_coro_resume(tick, ...) or bpf_coro_destroy(tick, ...)}}
// CHECK: coro-as-value.c:[[@LINE-1]]:22: error: '__bpf_coro' function 'tick' cannot be used as a value; name it only in bpf_coro_start(frame, tick(args), &out), bpf_coro_resume(tick, ...) or bpf_coro_destroy(tick, ...)

static int run(int (*fn)(int)) { return fn(1); }

int prog(void)
{
	int (*fp)(int) = &tick; // expected-error {{'__bpf_coro' function 'tick' cannot be used as a value}}
	// CHECK: coro-as-value.c:[[@LINE-1]]:20: error: '__bpf_coro' function 'tick' cannot be used as a value
	return run(tick) + fp(2) + (saved != 0); // expected-error {{'__bpf_coro' function 'tick' cannot be used as a value}}
	// CHECK: coro-as-value.c:[[@LINE-1]]:13: error: '__bpf_coro' function 'tick' cannot be used as a value
}
