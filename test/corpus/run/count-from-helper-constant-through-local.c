// count-from-noinline-helper-constant-argument.c with the constant passed
// through a local (`int k = 2; h_cnt(a, k)`): the callee's range is taken
// after the coroutine's own simplification, where the argument is the
// constant (before, the loop was a compile error; an adversarial round).
// RUN: start 0 -> DONE 0
// RUN: start 5 -> SUSPENDED 1; resume 5 -> DONE 5
// RUN: start 2 -> SUSPENDED 1; resume 7 -> DONE 7
// RUN: start 4 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u32 h_cnt(__u64 x, __u32 k)
{
	return (__u32)x % (k + 1);
}

static long __bpf_coro co(long a)
{
	int k = 2;
	__u64 acc = 0;
	__u32 n = h_cnt(a, k);

	for (__u32 j = 0; j < n; j++)
		if (j % 3 == 1)
			acc += bpf_coro_yield(j);
	return (long)acc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
