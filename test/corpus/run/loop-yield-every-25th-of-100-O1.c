// 100 iterations at -O1, suspending when i % 25 == 1: four values far apart.
// RUN: start -> SUSPENDED 1; resume 1 -> SUSPENDED 26; resume 1 -> SUSPENDED 51; resume 1 -> SUSPENDED 76; resume 1 -> DONE 4
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 100; i++)
		if (i % 25 == 1)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
