// A __s8 result of -56 is sign-extended.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE -56
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __s8 co(void)
{
	bpf_coro_yield(1);
	return -56;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
