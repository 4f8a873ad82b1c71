// Two coroutines, ab and AB, whose upper-cased state names coincide.
// RUN: start@0 1 -> SUSPENDED 1; start@1 2 -> SUSPENDED 20; resume@0 0 -> DONE 2
// RUN: resume@1 0 -> DONE 22
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long ab(int n)
{
	bpf_coro_yield(n);
	return n + 1;
}

__bpf_coro static long AB(int n)
{
	bpf_coro_yield(n * 10);
	return n * 11;
}

CORPUS_ARRAY(f1, ab);
CORPUS_ARRAY(f2, AB);
CORPUS_BEGIN
	if (CORPUS_WHICH == 0)
		CORPUS_OP(f1, ab, ab(A0));
	else
		CORPUS_OP(f2, AB, AB(A0));
CORPUS_END
