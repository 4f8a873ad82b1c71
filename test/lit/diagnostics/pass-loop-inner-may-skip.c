// Proves: a suspension in an inner loop that may run zero times leaves the
// outer loop a way around without suspending; with both bounds unknown to
// the verifier (the caller passes what it was given) it cannot bound it, and
// the error names the outer loop.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int grid(int rows, int cols)
{
	long s = 0;

	for (int r = 0; r < rows; r++) // expected-error {{loop in '__bpf_coro' function 'grid' can go around without suspending}}
		// CHECK: pass-loop-inner-may-skip.c:[[@LINE-1]]:2: error: loop in '__bpf_coro' function 'grid' can go around without suspending
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c); // expected-warning {{suspends here, but not on every way around the loop}}
	// CHECK: pass-loop-inner-may-skip.c:[[@LINE-1]]:9: warning: suspends here, but not on every way around the loop
	return s;
}

int use(void *f, long *out, int rows, int cols)
{
	return bpf_coro_start(f, grid(rows, cols), out);
}
