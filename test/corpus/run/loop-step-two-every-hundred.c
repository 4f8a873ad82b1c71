// 150 trips stepped by 2, suspending on multiples of 100 (three values far apart).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 100; resume 1 -> SUSPENDED 200; resume 1 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 300; i += 2)
		if (i % 100 == 0)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
