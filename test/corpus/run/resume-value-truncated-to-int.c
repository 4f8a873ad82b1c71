// The value in stored into an int: only its low 32 bits count.
// RUN: start -> SUSPENDED 0; resume 0x1fffffffb -> DONE -5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int v = bpf_coro_yield(0);

	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
