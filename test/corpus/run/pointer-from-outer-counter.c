// A pointer stepped beside an inner loop's counter, both started from the
// outer loop's counter (`q = t + i; for (j = i; j < 8; j++, q++)`). q's
// offset was saved on its own and came back checked as [0, 2^31 + 7]: the
// verifier refused `*q` ("invalid unbounded variable-offset read from
// stack"; an adversarial round, plain C loads). It is now computed from j
// (test/lit/split/stepped-together-from-outer.c).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 7 -> SUSPENDED 3; resume 10 -> SUSPENDED 4; resume 13 -> SUSPENDED 5; resume 16 -> SUSPENDED 6; resume 19 -> SUSPENDED 7; resume 22 -> SUSPENDED 1; resume 25 -> SUSPENDED 2; resume 28 -> SUSPENDED 3; resume 31 -> SUSPENDED 4; resume 34 -> SUSPENDED 5; resume 37 -> SUSPENDED 6; resume 40 -> SUSPENDED 7; resume 43 -> SUSPENDED 2; resume 46 -> SUSPENDED 3; resume 49 -> SUSPENDED 4; resume 52 -> SUSPENDED 5; resume 55 -> SUSPENDED 6; resume 58 -> SUSPENDED 7; resume 61 -> DONE 734
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[8];
	long s = 0;

	for (int k = 0; k < 8; k++)
		t[k] = k;
	for (int i = 0; i < 3; i++) {
		long *q = t + i;
		for (int j = i; j < 8; j++, q++)
			s += *q + bpf_coro_yield(j);
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
