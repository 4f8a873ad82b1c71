// Yields inside a macro that expands to a loop.
// RUN: start -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define YIELD_N(k) for (int __j = 0; __j < (k); __j++) bpf_coro_yield(__j)

__bpf_coro static long co(void)
{
	YIELD_N(3);
	return 3;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
