// A do-while stepped by 2 to a != 16 exit, suspending when bit 2 is set.
// RUN: start -> SUSPENDED 4; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 14; resume 1 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	int i = 0;

	do {
		if (i & 4)
			s += bpf_coro_yield(i);
		i += 2;
	} while (i != 16);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
