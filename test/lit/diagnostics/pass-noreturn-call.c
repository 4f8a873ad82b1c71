// Proves: a call that does not return in a coroutine (__builtin_trap(), a
// function declared noreturn, here or in a function the coroutine calls) is
// an error at the call in the coroutine: the frame would stay running. A
// sanitizer's trap (-fsanitize-trap) is named as such, at the checked
// expression (the trap itself has no line), not as the user's
// __builtin_trap().
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -DSANITIZE -fsanitize=signed-integer-overflow -fsanitize-trap=signed-integer-overflow -c -o /dev/null -Xclang -verify=san %s
// RUN: not %clang_bpf -DSANITIZE -fsanitize=signed-integer-overflow -fsanitize-trap=signed-integer-overflow -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAN --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

#ifdef SANITIZE
__bpf_coro static int scaled(int n)
{
	int k = bpf_coro_yield(n);

	return n * k; // san-error {{a trapping -fsanitize check in '__bpf_coro' function 'scaled': it does not return to the coroutine, so its frame would stay running and every later start, resume or destroy would get BPF_CORO_BUSY; build BPF objects with coroutines without -fsanitize-trap (or without that -fsanitize check)}}
	// SAN: pass-noreturn-call.c:[[@LINE-1]]:11: error: a trapping -fsanitize check in '__bpf_coro' function 'scaled'
}

int s(void *f, long *out) { return bpf_coro_start(f, scaled(1), out); }
#else

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
	return check(n); // expected-error {{die() in 'check' (pass-noreturn-call.c:30), which '__bpf_coro' function 'dies' calls here: it does not return to the coroutine}}
	// CHECK: pass-noreturn-call.c:[[@LINE-1]]:9: error: die() in 'check' (pass-noreturn-call.c:30), which '__bpf_coro' function 'dies' calls here
}

int a(void *f, long *out) { return bpf_coro_start(f, trap(1), out); }
int b(void *f, long *out) { return bpf_coro_start(f, dies(1), out); }
#endif
