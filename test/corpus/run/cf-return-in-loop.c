// The final return inside a loop after a yield.
// RUN: start -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 9 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	for (int i = 0; i < 8; i++) {
		long v = bpf_coro_yield(i);

		if (v)
			return v;
	}
	return -1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
