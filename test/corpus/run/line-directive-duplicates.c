// #line makes two suspension points claim the same source line.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
#line 500
	bpf_coro_yield(1);
#line 500
	bpf_coro_yield(2);
	return 3;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
