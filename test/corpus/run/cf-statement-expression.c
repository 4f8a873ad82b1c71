// A yield inside a GNU statement expression.
// RUN: start 4 -> SUSPENDED 5; resume 3 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long v = ({ long t = n + 1; bpf_coro_yield(t) + n; });

	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
