// A __u8 parameter: 456 arrives as 200 and survives the suspension.
// RUN: start 456 -> SUSPENDED 1; resume 0 -> DONE 200
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(__u8 x)
{
	bpf_coro_yield(1);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
