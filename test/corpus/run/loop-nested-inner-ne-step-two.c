// An inner != loop stepped by 2 in an outer loop, suspending on a test of both
// counters.
// RUN: start -> SUSPENDED 2; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 20; resume 1 -> SUSPENDED 24; resume 1 -> SUSPENDED 30; resume 1 -> SUSPENDED 34;
// RUN: resume 1 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 4; i++)
		for (int j = 0; j != 6; j += 2)
			if ((i + j) & 2)
				s += bpf_coro_yield(i * 10 + j);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
