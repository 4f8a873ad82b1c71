// A 64-bit value passed in by resume, returned whole.
// RUN: start -> SUSPENDED 0; resume 0x100000005 -> DONE 0x100000005
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	return bpf_coro_yield(0);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
