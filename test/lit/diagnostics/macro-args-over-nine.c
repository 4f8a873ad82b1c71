// Proves: a bpf_coro_*() macro given more than 9 arguments is the same one
// error at the call as a wrong count under 10 (the header picked its
// expansion by counting up to 9, so the 10th argument was called:
// "called object type 'int' is not a function or function pointer").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <bpf_coro.h>

__bpf_coro static int one(int n)
{
	return n + bpf_coro_yield(n, 2, 3, 4, 5, 6, 7, 8, 9, 10); // expected-error {{bpf_coro_yield() takes 1 argument, not 10; write bpf_coro_yield(value)}}
	// CHECK: macro-args-over-nine.c:[[@LINE-1]]:13: error: bpf_coro_yield() takes 1 argument, not 10
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, one(1), out, 4, 5, 6, 7, 8, 9, 10, 11) + // expected-error {{bpf_coro_start() takes 3 arguments, not 11; write bpf_coro_start(frame, fn(args), &out)}}
	       // CHECK: macro-args-over-nine.c:[[@LINE-1]]:9: error: bpf_coro_start() takes 3 arguments, not 11
	       bpf_coro_resume(one, f, 1, out, 5, 6, 7, 8, 9, 10, 11, 12) + // expected-error {{bpf_coro_resume() takes 4 arguments, not 12; write bpf_coro_resume(fn, frame, in, &out)}}
	       // CHECK: macro-args-over-nine.c:[[@LINE-1]]:9: error: bpf_coro_resume() takes 4 arguments, not 12
	       bpf_coro_destroy(one, f, 3, 4, 5, 6, 7, 8, 9, 10); // expected-error {{bpf_coro_destroy() takes 2 arguments, not 10; write bpf_coro_destroy(fn, frame)}}
	       // CHECK: macro-args-over-nine.c:[[@LINE-1]]:9: error: bpf_coro_destroy() takes 2 arguments, not 10
}
