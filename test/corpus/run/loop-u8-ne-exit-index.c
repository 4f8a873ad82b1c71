// A __u8 counter from 0 to the exit `i != 9`, indexing t[i] before each
// yield (from an adversarial round on narrow types; int and __u32 counters
// load). LLVM tests `i + 1 != 9` on the byte and indexes with it zero
// extended to long; the backend masks the byte once for the test and once
// for the index, two registers, and the verifier refused t[i] after a
// resume ("invalid variable-offset read from stack"). The test is now made
// on the long the index uses (BPFCoroWideCompare).
// RUN: start 5 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 8; resume 1 -> DONE 90
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long t[9];
	long s = 0;

	for (int j = 0; j < 9; j++)
		t[j] = a + j;
	for (__u8 i = 0; i != 9; i++)
		s += t[i] + bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
