// An 8-bit counter stepped by 2 from 250 through the wrap to a != 4 exit,
// suspending when bit 1 is set.
// RUN: start -> SUSPENDED 250; resume 1 -> SUSPENDED 254; resume 1 -> SUSPENDED 2; resume 1 -> DONE 3
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (__u8 i = 250; i != 4; i += 2)
		if (i & 2)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
