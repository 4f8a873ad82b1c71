// A pointer stepped in an inner loop of two trips and never reset
// (`for (i < 4) for (j < 2; j++, p++)`): its units are 2 * i + j. SCEV
// does not see the outer phi as a recurrence through the inner loop's
// exit value, so p was saved on its own, unchecked, and the verifier
// refused `*p` after a resume ("math between fp pointer and register with
// unbounded min value"; an adversarial round, plain C loads). The outer
// step is now worked out from that exit value and p computed from i and j
// (test/lit/split/stepped-together-outer-recurrence.c).
// RUN: start -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 7 -> SUSPENDED 4; resume 10 -> SUSPENDED 8; resume 13 -> SUSPENDED 16; resume 16 -> SUSPENDED 32; resume 19 -> SUSPENDED 64; resume 22 -> SUSPENDED 128;
// RUN: resume 25 -> DONE 24333
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[8];
	long *p = t;
	long s = 0;

	for (int k = 0; k < 8; k++)
		t[k] = 1L << k;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 2; j++, p++)
			s = s * 3 + bpf_coro_yield(*p) + *p;
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
