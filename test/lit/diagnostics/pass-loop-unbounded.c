// Proves: a suspension that only some iterations reach, in a loop that
// nothing the verifier can see bounds (a counter compared with a parameter),
// is an error at the loop with a note at the suspension: in the split code
// the verifier walks the iterations between two suspensions one by one and
// gives up ("The sequence of 8193 jumps is too complex").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int scan(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++) { // expected-error {{loop in '__bpf_coro' function 'scan' can go around without suspending, and nothing the verifier sees bounds how often: it walks the iterations between two suspensions one by one and would never finish; bound the loop by a small constant (e.g. 'i < n && i < 256') or suspend on every iteration}}
		// CHECK: pass-loop-unbounded.c:[[@LINE-1]]:2: error: loop in '__bpf_coro' function 'scan' can go around without suspending
		s += i;
		if ((i & 15) == 0)
			s += bpf_coro_yield(s); // expected-warning {{suspends here, but not on every way around the loop}}
		// CHECK: pass-loop-unbounded.c:[[@LINE-1]]:9: warning: suspends here, but not on every way around the loop
	}
	return s;
}

/* n as the program got it: a constant would bound the loop (the verifier
 * checks the start with it, and a resume re-checks the saved n against it). */
int use(void *f, long *out, int n) { return bpf_coro_start(f, scan(n), out); }
