// A 64-bit unsigned counter stepped by 7 to a < exit, suspending on odd values.
// RUN: start -> SUSPENDED 7; resume 1 -> SUSPENDED 21; resume 1 -> SUSPENDED 35; resume 1 -> SUSPENDED 49; resume 1 -> SUSPENDED 63; resume 1 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (__u64 i = 0; i < 70; i += 7)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
