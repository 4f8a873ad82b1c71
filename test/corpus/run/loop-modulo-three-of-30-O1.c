// 30 iterations at -O1, suspending on multiples of 3.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 15;
// RUN: resume 1 -> SUSPENDED 18; resume 1 -> SUSPENDED 21; resume 1 -> SUSPENDED 24; resume 1 -> SUSPENDED 27; resume 1 -> DONE 10
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 30; i++)
		if (i % 3 == 0)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
