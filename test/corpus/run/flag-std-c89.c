// In C89 (no for-declarations, no //-comments in the body).
// FLAGS: -std=gnu89
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 2 -> SUSPENDED 20; resume 4 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0, i;

	for (i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
