// A loop written with goto, yielding each round.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 1; resume 0 -> DONE 99
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	if (n > 8)
		n = 8;
again:
	if (n <= 0)
		return 99;
	bpf_coro_yield(n);
	n--;
	goto again;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
