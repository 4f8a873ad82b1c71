// A __u16 result above 32767.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 60000
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __u16 co(void)
{
	bpf_coro_yield(1);
	return 60000;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
