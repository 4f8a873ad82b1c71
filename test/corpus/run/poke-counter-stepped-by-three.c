// A counter stepped by 3 beside i (`j += 3`) is computed from i after a
// resume (SteppedTogether.cpp): i is what the frame holds. Poked out of
// range, i is CORRUPT; poked to another value in range, the coroutine goes
// on from there with j following it (i = 5 gives j = 15, and the next
// yield j * 10 + i is 186 after the step).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 31; resume 4 -> SUSPENDED 62; resume 7 -> SUSPENDED 93; resume 10 -> SUSPENDED 124; resume 13 -> SUSPENDED 155; resume 16 -> SUSPENDED 186; resume 19 -> SUSPENDED 217; resume 22 -> DONE 3004
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 31; poke i 8; resume 4 -> CORRUPT; poke i 400; resume 4 -> CORRUPT; poke i 5; resume 4 -> SUSPENDED 186; resume 7 -> SUSPENDED 217; resume 10 -> DONE 248
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[8];
	long s = 0;
	int j = 0;

	for (int k = 0; k < 8; k++)
		t[k] = k * 7 + 1;
	for (int i = 0; i < 8; i++, j += 3)
		s = s * 2 + t[i] + bpf_coro_yield(j * 10 + i);
	return s + j;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
