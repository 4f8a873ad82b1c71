// Proves: two coroutines that start each other are an error at the call
// that closes the cycle: after the split it is recursion, which the
// verifier rejects.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

extern void *frame_of(int which);

__bpf_coro static int pong(int n);

__bpf_coro static int ping(int n)
{
	long out;

	if (n)
		bpf_coro_start(frame_of(1), pong(n - 1), &out); // expected-error {{this call of 'pong' leads back to '__bpf_coro' function 'ping' (coroutines that start or resume each other): BPF forbids recursion and the verifier rejects the cycle; let a program drive both coroutines instead}}
	// CHECK: pass-start-cycle.c:[[@LINE-1]]:3: error: this call of 'pong' leads back to '__bpf_coro' function 'ping'
	bpf_coro_yield(n);
	return n;
}

__bpf_coro static int pong(int n)
{
	long out;

	if (n)
		bpf_coro_start(frame_of(0), ping(n - 1), &out);
	bpf_coro_yield(n);
	return n;
}

int go(long *out) { return bpf_coro_start(frame_of(0), ping(3), out); }
