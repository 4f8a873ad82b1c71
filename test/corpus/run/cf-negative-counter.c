// A loop counting down through negative values.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED -1; resume 0 -> DONE -2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int i;

	for (i = 1; i > -2; i--)
		bpf_coro_yield(i);
	return i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
