// A pointer parameter used only before the first suspension.
// RUN: start 2 -> SUSPENDED 30; resume 0 -> DONE 31
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g[4] = { 10, 20, 30, 40 };

__bpf_coro static long co(long *p)
{
	long v = *p;

	bpf_coro_yield(v);
	return v + 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(&g[A0 & 3]))
