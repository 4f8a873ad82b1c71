// A counter stepped by 3 beside the loop's `i++` (`for (i = 0, j = 0; i <
// 10; i++, j += 3)`) indexes a local array. j's values leave gaps, so a
// resume split it into them (0, 3, .., 27) while i came back with its range
// only: the verifier walked j = 27 with i still below 9 into t[30]
// ("invalid read from stack", an adversarial round; plain C loads). i is now
// split into its values and j computed from it (SteppedTogether.cpp).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 7 -> SUSPENDED 3; resume 10 -> SUSPENDED 4; resume 13 -> SUSPENDED 5; resume 16 -> SUSPENDED 6; resume 19 -> SUSPENDED 7; resume 22 -> SUSPENDED 8; resume 25 -> SUSPENDED 9; resume 28 -> DONE 280
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[30];
	long s = 0;

	for (int k = 0; k < 30; k++)
		t[k] = k;
	for (int i = 0, j = 0; i < 10; i++, j += 3)
		s += t[j] + bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
