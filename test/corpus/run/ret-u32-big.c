// A __u32 result above INT_MAX is zero-extended.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 4000000000
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u32 co(void)
{
	bpf_coro_yield(1);
	return 4000000000u;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
