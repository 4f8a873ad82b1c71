// Proves: bpf_throw() in a coroutine is an error at the call: it unwinds the
// whole program, so the frame would stay running (claimed) for ever.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern void bpf_throw(__u64 cookie) __ksym;

__bpf_coro static int check(int x)
{
	long v = bpf_coro_yield(1);
	if (v > x)
		bpf_throw(v); // expected-error {{bpf_throw() in '__bpf_coro' function 'check': it unwinds the whole program without returning to the coroutine, so its frame would stay running and every later start, resume or destroy would get BPF_CORO_BUSY; return an error value from the coroutine instead}}
	// CHECK: pass-throw.c:[[@LINE-1]]:3: error: bpf_throw() in '__bpf_coro' function 'check': it unwinds the whole program
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, check(1), out); }
