// Proves: a loop whose ways around between two suspensions the walk cannot
// finish within its budget is an error at the loop that says so, with a
// note at each suspension, instead of the walk growing without bound (a
// fuzzer's coroutine grew clang to 24 GB before this budget) or a silent
// pass to a verifier that gives up. Here a resume reloads i in [0, 7] (even
// values only, which no range says; starting from a parameter, they are not
// a few known values the resume could split the counter into), `i != 8`
// never narrows it, and each way around queues the switch's other cases;
// with the checks off the verifier says "The sequence of 8193 jumps is too
// complex". (From 0, the resume splits i into 0, 2, 4, 6 and the loop
// loads: corpus run/loop-ne-step-two-switch-fallthrough.)
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int step2(int x)
{
	long s = 0;

	for (int i = x & 6; i != 8; i += 2) { // expected-error-re {{loop in '__bpf_coro' function 'step2' is too complex to check: walking the ways around it between two suspensions as the verifier does did not end within the compiler's budget ({{[0-9]+}} blocks walked, {{[0-9]+}} paths still to walk), and the verifier, which walks them the same way within a million instructions, would most likely give up too; bound the loop by a small constant (e.g. 'i < n && i < 256'), suspend on every iteration, or make fewer of its branches depend on values the verifier cannot know}}
		// CHECK: pass-loop-too-complex.c:[[@LINE-1]]:2: error: loop in '__bpf_coro' function 'step2' is too complex to check
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i); // expected-warning {{suspends here, but not on every way around the loop}}
			// CHECK: pass-loop-too-complex.c:[[@LINE-1]]:9: warning: suspends here, but not on every way around the loop
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

int use(void *f, long *out, int x) { return bpf_coro_start(f, step2(x), out); }
