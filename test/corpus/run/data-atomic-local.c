// An _Atomic local incremented around suspensions.
// RUN: start 1 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	_Atomic long c = n;

	c++;
	bpf_coro_yield(c);
	c += 1;
	bpf_coro_yield(c);
	return ++c;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
