// A 16-bit counter, a != exit stepped by 5, suspending on multiples of 10, at -O1.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 1 -> SUSPENDED 20; resume 1 -> SUSPENDED 30; resume 1 -> SUSPENDED 40; resume 1 -> DONE 5
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (__u16 i = 0; i != 50; i += 5)
		if (i % 10 == 0)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
