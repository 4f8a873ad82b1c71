// A signed 8-bit counter from -6 to a != 6 exit by 2, suspending when bit 1 is set
// (negative values included).
// RUN: start -> SUSPENDED -6; resume 1 -> SUSPENDED -2; resume 1 -> SUSPENDED 2; resume 1 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (__s8 i = -6; i != 6; i += 2)
		if (i & 2)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
