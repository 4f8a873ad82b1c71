// A __u8 result of a coroutine that never suspends: 200, not -56.
// RUN: start 200 -> DONE 200
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u8 co(int n)
{
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
