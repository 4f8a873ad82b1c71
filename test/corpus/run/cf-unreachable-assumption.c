// __builtin_unreachable() as an assumption about a parameter.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	if (n < 0 || n > 100)
		__builtin_unreachable();
	bpf_coro_yield(n);
	return n * 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
