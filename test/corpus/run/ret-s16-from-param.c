// A short result computed from a parameter: 0x18000 returns -32768.
// RUN: start 0x18000 -> SUSPENDED 1; resume 0 -> DONE -32768
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static short co(int n)
{
	bpf_coro_yield(1);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
