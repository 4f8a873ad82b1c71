// Two parameters, both used after a suspension.
// RUN: start 7 5 -> SUSPENDED 12; resume 1 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int a, int b)
{
	bpf_coro_yield(a + b);
	return a - b;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
