// A 64-bit yielded constant.
// RUN: start -> SUSPENDED 0x123456789abcdef; resume 0 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(void)
{
	bpf_coro_yield(0x123456789abcdefL);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
