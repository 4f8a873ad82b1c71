// Two yields in a comma expression.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 9 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	return (bpf_coro_yield(1), bpf_coro_yield(2));
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
