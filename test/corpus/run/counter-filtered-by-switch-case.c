// A counter from -12 to 12 whose suspension sits in one case of a switch
// on it, indexing t[i + 12] (from an adversarial round on reload checks;
// the same filter written as `if (i % 4 == 0)` loaded). The switch was not
// read when the counter's values at the suspension were enumerated: all 25
// counted, over the 16 a counter going below zero is split into, and the
// resumed index had an "unbounded min value". Seven values reach the case.
// Expected values from the body run as host C.
// RUN: start 0 -> SUSPENDED -12; resume 4 -> SUSPENDED -8; resume 2 -> SUSPENDED -4; resume 0 -> SUSPENDED 0; resume -2 -> SUSPENDED 4; resume 3 -> SUSPENDED 8; resume 1 -> SUSPENDED 12; resume -1 -> DONE 11050041791
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long t[25];
	unsigned long s = 0;

	for (int k = 0; k < 25; k++)
		t[k] = k + 7;
	for (int i = -12; i <= 12; i++) {
		switch (i & 3) {
		case 0:
			s = s * 31 + t[i + 12] * bpf_coro_yield(i);
			break;
		case 1:
			s += 3;
			break;
		default:
			s += i;
		}
	}
	return s + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
