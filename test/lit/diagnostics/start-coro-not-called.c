// Proves: a coroutine named but not called in bpf_coro_start(), or called in
// bpf_coro_resume(), is one error at the argument: the coroutine's name in
// it is not reported once more as used as a value or called directly.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <bpf_coro.h>

__bpf_coro static int one(int n) { return n + bpf_coro_yield(n); }

int prog(void *f)
{
	long v;

	if (bpf_coro_suspended(f))
		return bpf_coro_resume(one(1), f, 1, &v); // expected-error {{bpf_coro_resume() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_resume(fn, frame, in, &out)}} expected-warning {{cast to 'const void *' from smaller integer type 'int'}}
	// CHECK: start-coro-not-called.c:[[@LINE-1]]:26: error: bpf_coro_resume() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_resume(fn, frame, in, &out)
	return bpf_coro_start(f, one, &v); // expected-error {{bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument, e.g. bpf_coro_start(frame, fn(args), &out)}}
	// CHECK: start-coro-not-called.c:[[@LINE-1]]:27: error: bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument, e.g. bpf_coro_start(frame, fn(args), &out)
}
