// As negative-counter-41-values.c with a `long` counter.
// RUN: start 0 -> SUSPENDED -20; resume 4 -> SUSPENDED -19; resume 2 -> SUSPENDED -18; resume 0 -> SUSPENDED -17; resume -2 -> SUSPENDED -16; resume 3 -> SUSPENDED -15; resume 1 -> SUSPENDED -14; resume -1 -> SUSPENDED -13
// RUN: resume 4 -> SUSPENDED -12; resume 2 -> SUSPENDED -11; resume 0 -> SUSPENDED -10; resume -2 -> SUSPENDED -9; resume 3 -> SUSPENDED -8; resume 1 -> SUSPENDED -7; resume -1 -> SUSPENDED -6; resume 4 -> SUSPENDED -5
// RUN: resume 2 -> SUSPENDED -4; resume 0 -> SUSPENDED -3; resume -2 -> SUSPENDED -2; resume 3 -> SUSPENDED -1; resume 1 -> SUSPENDED 0; resume -1 -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 2 -> SUSPENDED 3
// RUN: resume 0 -> SUSPENDED 4; resume -2 -> SUSPENDED 5; resume 3 -> SUSPENDED 6; resume 1 -> SUSPENDED 7; resume -1 -> SUSPENDED 8; resume 4 -> SUSPENDED 9; resume 2 -> SUSPENDED 10; resume 0 -> SUSPENDED 11
// RUN: resume -2 -> SUSPENDED 12; resume 3 -> SUSPENDED 13; resume 1 -> SUSPENDED 14; resume -1 -> SUSPENDED 15; resume 4 -> SUSPENDED 16; resume 2 -> SUSPENDED 17; resume 0 -> SUSPENDED 18; resume -2 -> SUSPENDED 19
// RUN: resume 3 -> SUSPENDED 20; resume 1 -> DONE 7447505834115556583
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long t[41];
	unsigned long s = 0;
	for (int k = 0; k < 41; k++)
		t[k] = k + 7;
	for (long i = -20; i <= 20; i++)
		s = s * 31 + t[i + 20] * bpf_coro_yield(i);
	return s + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
