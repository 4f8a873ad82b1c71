// A pointer stepped beside a counter with a constant bound: p = a + 1 + i
// for i in [0, 15], so p stays in a[1..16] (a has 17 elements). LLVM keeps
// p as an index of its own, i + 1; saved and checked on its own range it
// said nothing about i to the verifier, which walked the next iteration's
// `*p` past the array after `i + 1 < 16` ("invalid variable-offset read
// from stack"; plain C, walked with constants, loads). The resume now
// computes it from i (lib/BPFCoroSplit/SteppedTogether.cpp;
// test/lit/split/stepped-together.c).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3
// RUN: resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 7
// RUN: resume 1 -> SUSPENDED 8; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 10; resume 1 -> SUSPENDED 11
// RUN: resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 13; resume 1 -> SUSPENDED 14; resume 1 -> SUSPENDED 15
// RUN: resume 1 -> DONE 136
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[17];
	long s = 0;
	long *p = a + 1;

	for (int k = 0; k < 17; k++)
		a[k] = k;
	for (int i = 0; i < 16; i++, p++)
		s += *p * bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
