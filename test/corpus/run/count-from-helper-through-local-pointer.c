// count-from-noinline-clamp.c with the helper called through a local
// function pointer, a direct call once the coroutine is simplified, which
// is when the callee's range is taken now (the read `t[i]` was refused
// after a resume; an adversarial round).
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> DONE 12
// RUN: start 9 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> DONE 27
// RUN: start -5 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int cnt(long x)
{
	if (x < 0)
		return 0;
	if (x > 6)
		return 6;
	return (int)x;
}

static long __bpf_coro co(long a)
{
	long t[6] = { 1, 2, 3, 4, 5, 6 };
	int (*fp)(long) = cnt;
	int n = fp(a);
	long s = 0;

	for (int i = 0; i < n; i++)
		s += t[i] + bpf_coro_yield(i);
	return s + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
