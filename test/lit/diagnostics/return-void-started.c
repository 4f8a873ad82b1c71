// Proves: a void coroutine that is started, resumed and destroyed is one
// error, at its return type. It gave 4, the real one last: clang's "argument
// type 'void' is incomplete" at the start, then the marker "used as a value"
// and the coroutine "called directly". The attribute now reports it while
// the function is declared and marks the function invalid.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <bpf_coro.h>

__bpf_coro static void tick(int n) // expected-error {{'__bpf_coro' function 'tick' returns 'void'; return an integer of at most 64 bits: the coroutine's return value is its final result, handed out through a long}}
// CHECK: return-void-started.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'tick' returns 'void'; return an integer of at most 64 bits: the coroutine's return value is its final result, handed out through a long
{
	bpf_coro_yield(n);
}

int prog(void *f)
{
	long v;

	if (bpf_coro_done(f))
		return bpf_coro_destroy(tick, f);
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(tick, f, 1, &v);
	return bpf_coro_start(f, tick(1), &v);
}
