// An outer != loop stepped by 2 around an inner loop suspending on one of its
// iterations only.
// RUN: start -> SUSPENDED 1; resume 1 -> SUSPENDED 21; resume 1 -> SUSPENDED 41; resume 1 -> SUSPENDED 61; resume 1 -> DONE 4
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i != 8; i += 2)
		for (int j = 0; j < 3; j++)
			if (j == 1)
				s += bpf_coro_yield(i * 10 + j);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
