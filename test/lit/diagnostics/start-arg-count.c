// Proves: __bpf_coro_start() called by hand with other than 3 arguments is an
// error, and so is each bpf_coro_*() macro called with the wrong number of
// arguments: one error at the call, with nothing after it (the preprocessor's
// "too few arguments provided to function-like macro invocation" used to be
// followed by clang's guesses at the bare name, 3 errors and more, and the
// coroutine called in the arguments was reported as called directly).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <bpf_coro.h>

__bpf_coro static int one(int n) { return n + bpf_coro_yield(n); }

static char frame[64];

int prog(void)
{
	long v;
	int st;

	st = __bpf_coro_start(frame, &v); // expected-error {{bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:7: error: bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)
	st += __bpf_coro_start(frame, &v, one(1), 2); // expected-error {{bpf_coro_start() takes 3 arguments, not 4}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_start() takes 3 arguments, not 4
	st += bpf_coro_start(frame, one(1)); // expected-error {{bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_start() takes 3 arguments, not 2; write bpf_coro_start(frame, fn(args), &out)
	st += bpf_coro_start(frame, one(1), &v, 0); // expected-error {{bpf_coro_start() takes 3 arguments, not 4}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_start() takes 3 arguments, not 4
	st += bpf_coro_resume(one, frame, 1); // expected-error {{bpf_coro_resume() takes 4 arguments, not 3; write bpf_coro_resume(fn, frame, in, &out)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_resume() takes 4 arguments, not 3; write bpf_coro_resume(fn, frame, in, &out)
	st += bpf_coro_destroy(one); // expected-error {{bpf_coro_destroy() takes 2 arguments, not 1; write bpf_coro_destroy(fn, frame)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:8: error: bpf_coro_destroy() takes 2 arguments, not 1; write bpf_coro_destroy(fn, frame)
	return st;
}

__bpf_coro static int two(int n)
{
	return bpf_coro_yield(n, 1); // expected-error {{bpf_coro_yield() takes 1 argument, not 2; write bpf_coro_yield(value)}}
	// CHECK: start-arg-count.c:[[@LINE-1]]:9: error: bpf_coro_yield() takes 1 argument, not 2; write bpf_coro_yield(value)
}

int prog2(void *f)
{
	long v;

	return bpf_coro_start(f, two(1), &v);
}
