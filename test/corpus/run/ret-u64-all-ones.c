// A __u64 result with all bits set.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE -1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u64 co(void)
{
	bpf_coro_yield(1);
	return ~0ull;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
