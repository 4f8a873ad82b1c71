// Two counters stepped together (by 1 and by 3), suspending on odd i with j:
// both are split.
// RUN: start -> SUSPENDED 3; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 15; resume 1 -> SUSPENDED 21; resume 1 -> SUSPENDED 27; resume 1 -> DONE 5
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	int j = 0;

	for (int i = 0; i < 10; i++, j += 3)
		if (i & 1)
			s += bpf_coro_yield(j);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
