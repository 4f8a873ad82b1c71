// Proves: a way around a loop that comes back to its start with exactly the
// state it left with is reported at once, not after half a million more
// times around: it would go around the same way for ever, and the verifier
// stops there too ("infinite loop detected"). Before, the walk took a
// million iterations (several seconds) to report it.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null -mllvm -bpf-coro-loop-trace 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// CHECK: loop walk: {{[0-9]+}} tracked, {{[0-9][0-9]?[0-9]?}} steps,
// CHECK: exact-repeat.c:[[@LINE+9]]:2: error: loop in '__bpf_coro' function 'poll' can go around without suspending
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int poll(int n)
{
	long s = 0;

	for (;;) { // expected-error {{loop in '__bpf_coro' function 'poll' can go around without suspending}}
		if (bpf_get_prandom_u32() & 1)
			s += bpf_coro_yield(n); // expected-warning {{suspends here, but not on every way around the loop}}
		if (s > 100)
			return s;
	}
}

int use(void *f, long *out) { return bpf_coro_start(f, poll(3), out); }
