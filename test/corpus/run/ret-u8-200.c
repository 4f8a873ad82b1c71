// A __u8 result of 200 is 200, not -56.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 200
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u8 co(void)
{
	bpf_coro_yield(1);
	return 200;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
