// A long counter below an int parameter clamped from above only (`if (n >
// 9) n = 9`), indexing t[i] before each yield (from an adversarial round
// on narrow types: long/int, int/__s8, long/__s16 and kin all failed; an
// unsigned bound or one clamped on both sides loaded). n's range [INT_MIN,
// 9] was too wide to check and `i < (long)n`, which held at the yield, was
// not checked again: its operand is an extension of the saved n. The
// resumed t[i + 1] was refused ("invalid variable-offset read from
// stack"). The test is now checked again on the reloads, and with it n
// against [1, 9] and i against [0, 8].
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> DONE 12;
// RUN: start -3 -> DONE 0;
// RUN: start 9 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> SUSPENDED 7; resume 0 -> SUSPENDED 8; resume 0 -> DONE 112
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long t[9];
	long s = 0;

	for (int j = 0; j < 9; j++)
		t[j] = j * 3;
	if (n > 9)
		n = 9;
	for (long i = 0; i < n; i++)
		s += t[i] + bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
