// As callee-range-not-from-constant-p.c with `__builtin_object_size` of a
// variable offset: a constant in the copy with k = 3 in place, unknown (-1)
// in the callee. The copy's range made the optimiser fold `r < 0` away and
// the coroutine returned 5 where plain C returns -7 (an adversarial round).
// RUN: start 1 -> SUSPENDED 1; resume 5 -> DONE 5
// RUN: start 2 -> SUSPENDED 2; resume 6 -> DONE -7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

char buf[16];

static __attribute__((noinline)) long g(long k, long y)
{
	return (long)__builtin_object_size(&buf[k], 0) + (y & 1);
}

static long __bpf_coro co(long a)
{
	long s = bpf_coro_yield(a);
	long r = g(3, a);

	if (r > 100 || r < 0)
		return -7;
	return s + r + g(a, 0) * 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
