// A 64-bit counter, a != exit stepped by 4, suspending when bit 2 is set.
// RUN: start -> SUSPENDED 4; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 20; resume 1 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (long i = 0; i != 24; i += 4)
		if (i & 4)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
