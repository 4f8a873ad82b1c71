// A coroutine named with a single letter.
// RUN: start 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 1 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int q(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, q);
CORPUS_DRIVER(frames, q, q(A0))
