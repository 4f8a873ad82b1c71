// count-from-noinline-clamp.c with the clamp written with __always_inline
// min/max helpers inside the noinline one: the copy of the callee has the
// calls the pipeline would inline inlined, so its range is [0, 6] (the
// read `t[i]` was refused after a resume; an adversarial round).
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> DONE 12
// RUN: start 9 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> DONE 27
// RUN: start -5 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __always_inline long min_l(long a, long b) { return a < b ? a : b; }
static __always_inline long max_l(long a, long b) { return a > b ? a : b; }

static __attribute__((noinline)) int cnt(long x)
{
	return (int)min_l(max_l(x, 0), 6);
}

static long __bpf_coro co(long a)
{
	long t[6] = { 1, 2, 3, 4, 5, 6 };
	int n = cnt(a);
	long s = 0;

	for (int i = 0; i < n; i++)
		s += t[i] + bpf_coro_yield(i);
	return s + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
