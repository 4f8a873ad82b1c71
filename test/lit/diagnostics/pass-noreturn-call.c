// Proves: a call that does not return in a coroutine (__builtin_trap(), a
// function declared noreturn, here or in a function the coroutine calls) is
// an error at the call in the coroutine: the frame would stay running.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

extern void die(void) __attribute__((noreturn));

static __attribute__((noinline)) int check(int n)
{
	if (n > 100)
		die();
	return n;
}

__bpf_coro static int trap(int n)
{
	bpf_coro_yield(n);
	if (n > 5)
		__builtin_trap(); // expected-error {{__builtin_trap() in '__bpf_coro' function 'trap': it does not return to the coroutine, so its frame would stay running and every later start, resume or destroy would get BPF_CORO_BUSY; return an error value from the coroutine instead}}
	// CHECK: pass-noreturn-call.c:[[@LINE-1]]:3: error: __builtin_trap() in '__bpf_coro' function 'trap': it does not return to the coroutine
	return n;
}

__bpf_coro static int dies(int n)
{
	bpf_coro_yield(n);
	return check(n); // expected-error {{die() in 'check' (pass-noreturn-call.c:13), which '__bpf_coro' function 'dies' calls here: it does not return to the coroutine}}
	// CHECK: pass-noreturn-call.c:[[@LINE-1]]:9: error: die() in 'check' (pass-noreturn-call.c:13), which '__bpf_coro' function 'dies' calls here
}

int a(void *f, long *out) { return bpf_coro_start(f, trap(1), out); }
int b(void *f, long *out) { return bpf_coro_start(f, dies(1), out); }
