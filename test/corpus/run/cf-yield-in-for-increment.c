// A yield in the increment of a for loop.
// RUN: start -> SUSPENDED 0; resume 2 -> SUSPENDED 2; resume 3 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int i;

	for (i = 0; i < 4; i += bpf_coro_yield(i))
		;
	return i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
