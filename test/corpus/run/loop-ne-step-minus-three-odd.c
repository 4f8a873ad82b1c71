// A counter going down by 3 to a != 2 exit, suspending on odd values.
// RUN: start -> SUSPENDED 17; resume 1 -> SUSPENDED 11; resume 1 -> SUSPENDED 5; resume 1 -> DONE 3
// FLAGS: -Os
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 20; i != 2; i -= 3)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
