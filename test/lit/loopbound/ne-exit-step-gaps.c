// Proves: a `!=` exit stepped by more than 1, with a suspension on some
// iterations only, is bounded: the resume splits the reloaded counter into
// the few values it can have at the suspension (here 3 and 9, the odd
// multiples of 3 below 12; 0, 3, 6 for the parameter's test), so the walk,
// like the verifier, goes on from an exact counter and sees `i != 12` hit.
// With a range check alone ([3, 9]: `i += 3` gives [6, 12], then [9, 15],
// ...) the exit never narrows it and this was a false "nothing the verifier
// sees bounds how often" error. Loads and runs: corpus
// run/loop-ne-step-three-odd-yield, run/loop-ne-step-three-param-guard,
// run/loop-ne-u8-step-three-odd-yield.
// RUN: %clang_verify %s
// RUN: %clang_verify -O1 %s
// RUN: %clang_verify -Os %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long odd(void)
{
	long s = 0;

	for (int i = 0; i != 12; i += 3)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static long guarded(long n)
{
	long s = 0;

	for (int i = 0; i != 15; i += 3)
		if (n > i)
			s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static long wide(void)
{
	long s = 0;

	for (long i = 0; i != 24; i += 4)
		if (i & 4)
			s += bpf_coro_yield(i);
	return s;
}

int start_odd(void *f, long *out) { return bpf_coro_start(f, odd(), out); }
int start_guarded(void *f, long *out, long n)
{
	return bpf_coro_start(f, guarded(n), out);
}
int start_wide(void *f, long *out) { return bpf_coro_start(f, wide(), out); }
