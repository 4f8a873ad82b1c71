// The attribute written after static int.
// RUN: start 1 -> SUSPENDED 0; resume 4 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static int __bpf_coro co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
