// A while loop counting by 1 to 12 at -O1, suspending on odd values, with the
// increment before the test.
// RUN: start -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 11;
// RUN: resume 1 -> DONE 6
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	int i = 0;

	while (++i < 12)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
