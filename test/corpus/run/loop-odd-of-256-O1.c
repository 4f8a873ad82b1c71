// 256 iterations at -O1, suspending on the 128 odd ones: the most values a
// counter is split into.
// RUN: start -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7;
// RUN: resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 3;
// RUN: resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 7; resume 1 -> DONE 128
// FLAGS: -O1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 256; i++)
		if (i & 1)
			s += bpf_coro_yield(i & 7);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
