// The range a call carries comes from a copy of the callee with the call's
// constant arguments in place, where `__builtin_constant_p(k)` is true; in
// the callee itself, also called with a non-constant k, it is false. The
// copy's range, [0, 7], was put on the call: the optimiser folded the
// caller's test away and the reload check of r reported a valid frame
// CORRUPT (an adversarial round). A callee with __builtin_constant_p or
// __builtin_object_size is no longer copied.
// RUN: start 3 -> SUSPENDED 101; resume 5 -> DONE 103004
// RUN: start 100 -> SUSPENDED 101; resume 7 -> DONE 200006
// RUN: start -9 -> SUSPENDED 101; resume 1 -> DONE 91000
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int g(int k, long y)
{
	if (__builtin_constant_p(k))
		return y & 7;
	return 100 + k;
}

static long __bpf_coro co(long a)
{
	int r = g(1, a);
	int r2 = g(a, 0);
	long s = bpf_coro_yield(r);
	if (r < 8)
		return s + r + 1000 * r2;
	return s - 1 + 1000 * r2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
