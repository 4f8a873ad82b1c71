// A yield in the condition of a while loop.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 0 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int i = 0;

	while (bpf_coro_yield(i) != 0 && i < 8)
		i++;
	return i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
