// A pointer into a local struct written through after a suspension.
// RUN: start 2 -> SUSPENDED 0; resume 9 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct two { long a, b; };

__bpf_coro static long co(int n)
{
	struct two t = { 1, 2 };
	long *p = n & 1 ? &t.a : &t.b;

	*p = bpf_coro_yield(0);
	return t.b;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
