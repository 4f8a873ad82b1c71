// A __u8 result computed from a parameter: 456 returns 200.
// RUN: start 456 -> SUSPENDED 1; resume 0 -> DONE 200
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u8 co(int n)
{
	bpf_coro_yield(1);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
