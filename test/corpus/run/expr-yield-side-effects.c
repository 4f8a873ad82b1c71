// Yields of expressions with side effects: i++ and x = x * 2.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> SUSPENDED 8; resume 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int i)
{
	long x = 4;

	bpf_coro_yield(i++);
	bpf_coro_yield(x = x * 2);
	return x + i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
