// Yields in an else-if chain.
// RUN: start 2 -> SUSPENDED 20; resume 0 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	if (n == 1)
		bpf_coro_yield(10);
	else if (n == 2)
		bpf_coro_yield(20);
	else if (n == 3)
		bpf_coro_yield(30);
	else
		return -1;
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
