// A counter stepped only where a condition holds (`if ((v & 1) && j < 9)
// j++`, branchless in IR) beside the loop's own counter, indexing a local
// after the yield. Its reloaded range was checked as [0, INT_MAX]: the
// induction over the loop was not tried for a range of exactly half the
// values, which nsw gives a count-up from 0 (an adversarial round; plain C
// loads).
// RUN: start -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 4 -> SUSPENDED 3; resume 1 -> SUSPENDED 14; resume 3 -> SUSPENDED 25; resume 0 -> SUSPENDED 26; resume 2 -> SUSPENDED 27; resume 4 -> SUSPENDED 28; resume 1 -> SUSPENDED 39; resume 3 -> DONE 784
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[10];
	long s = 0;
	int j = 0;

	for (int k = 0; k < 10; k++)
		t[k] = k * 3 + 1;
	for (int i = 0; i < 10; i++) {
		long v = bpf_coro_yield(j * 10 + i);
		if ((v & 1) && j < 9)
			j++;
		s += t[j] + v;
	}
	return s * 10 + j;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
