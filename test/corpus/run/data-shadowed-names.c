// A variable shadowed in an inner block, both live across yields.
// RUN: start 1 -> SUSPENDED 2; resume 0 -> SUSPENDED 1; resume 0 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int x)
{
	{
		int x = 2;

		bpf_coro_yield(x);
	}
	bpf_coro_yield(x);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
