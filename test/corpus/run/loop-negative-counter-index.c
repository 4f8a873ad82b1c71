// An int counter from -2 to 1 with a yield each iteration, indexing t[i +
// 2] (from an adversarial round on narrow types; __s8 and __s16 counters
// too). The resume checked the reloaded counter's range [-2, 1] only;
// LLVM scales the index with a shift, which no verifier follows below
// zero, and the address had an "unbounded min value". A counter with
// negative values is now compared with each of them (at most 16).
// RUN: start 5 -> SUSPENDED -2; resume 1 -> SUSPENDED -1; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> DONE 30
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long t[4];
	long s = 0;

	for (int j = 0; j < 4; j++)
		t[j] = a + j;
	for (int i = -2; i < 2; i++)
		s += t[i + 2] + bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
