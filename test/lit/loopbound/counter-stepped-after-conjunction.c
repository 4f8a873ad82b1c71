// Proves: a counter stepped inside the second half of a conjunction
// (`outer < 250 && k++ < 12`) bounds the loop. The IR computes the step as
// `k + zext(outer < 250)` above the branch; the code the verifier sees steps
// k by 1 below it, and the walk re-evaluates the step once the branch holds.
// It was "loop in '__bpf_coro' function 'co' can go around without
// suspending, and nothing the verifier sees bounds how often" on a
// program the verifier loads in under a thousand instructions
// (test/corpus/run/loop-postinc-in-conjunction.c runs it).
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long co(long a)
{
	long acc = 0;
	__u8 outer = (__u8)a;
	int k = 0;

	while (outer < 250 && k++ < 12) {
		__s8 inner = (__s8)(outer - 128);

		if (inner < -100)
			acc += bpf_coro_yield(inner);
		else
			acc += inner;
		outer += 37;
	}
	return acc * 1000 + outer;
}

int use(void *f, long *out, long a)
{
	return bpf_coro_start(f, co(a), out);
}
