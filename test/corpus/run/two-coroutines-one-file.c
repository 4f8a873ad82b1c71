// Two coroutines in one file, each on its own frame map, interleaved.
// RUN: start@0 2 -> SUSPENDED 2; start@1 3 -> SUSPENDED 30; resume@0 1 -> DONE 3
// RUN: resume@1 1 -> SUSPENDED 31; resume@1 1 -> DONE 32
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long a(int n)
{
	long v = bpf_coro_yield(n);

	return n + v;
}

__bpf_coro static long b(int n)
{
	for (int i = 0; i < 2; i++)
		bpf_coro_yield(n * 10 + i);
	return n * 10 + 2;
}

CORPUS_ARRAY(aframes, a);
CORPUS_ARRAY(bframes, b);
CORPUS_BEGIN
	if (CORPUS_WHICH == 0)
		CORPUS_OP(aframes, a, a(A0));
	else if (CORPUS_WHICH == 1)
		CORPUS_OP(bframes, b, b(A0));
	else
		CORPUS_FAIL();
CORPUS_END
