// Two suspension points expanded from one macro use: same line, same column.
// RUN: start -> SUSPENDED 5; resume 1 -> SUSPENDED 5; resume 2 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define TWICE(x) (bpf_coro_yield(x) + bpf_coro_yield(x))

__bpf_coro static long co(void)
{
	return TWICE(5);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
