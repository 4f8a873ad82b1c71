// The value in stored into a __u8, used after another suspension.
// RUN: start -> SUSPENDED 0; resume 0x1c8 -> SUSPENDED 1; resume 0 -> DONE 200
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	__u8 v = bpf_coro_yield(0);

	bpf_coro_yield(1);
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
