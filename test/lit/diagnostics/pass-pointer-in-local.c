// Proves: a pointer stored in a local whose contents cross a suspension (an
// array of map-value pointers, a volatile pointer variable) is an error at
// the store: the local is copied through the frame and the pointer comes
// back as a plain number.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

extern long *lookup(int key);

__bpf_coro static int pair(int n)
{
	long *p[2];

	p[0] = lookup(0); // expected-error {{a pointer stored in local 'p' is live across the suspension at line 18 in 'pair': the local is copied through the frame, and the verifier forgets what a pointer points to when it is saved there; keep an index or key in the local instead and look the value up again after resuming}}
	// CHECK: pass-pointer-in-local.c:[[@LINE-1]]:7: error: a pointer stored in local 'p' is live across the suspension at line 18 in 'pair'
	p[1] = lookup(1);
	bpf_coro_yield(n); // expected-warning {{'pair' suspends here while local 'p' holds a pointer}}
	return *p[n & 1];
}

__bpf_coro static int kept(int n)
{
	long *volatile v = lookup(n); // expected-error {{a pointer stored in local 'v' is live across the suspension at line 27 in 'kept'}}
	// CHECK: pass-pointer-in-local.c:[[@LINE-1]]:17: error: a pointer stored in local 'v' is live across the suspension at line 27 in 'kept'

	bpf_coro_yield(n); // expected-warning {{'kept' suspends here while local 'v' holds a pointer}}
	return *v;
}

int a(void *f, long *out) { return bpf_coro_start(f, pair(1), out); }
int b(void *f, long *out) { return bpf_coro_start(f, kept(1), out); }
