// Two values stepped beside a loop counter: a pointer stepped down (`p--`,
// LLVM's index of its own, always 23 - i) and a long counter (always i +
// 100). The resume computes both from the reloaded counter
// (lib/BPFCoroSplit/SteppedTogether.cpp); checked on their own ranges, the
// pointer's said nothing about i, and the verifier walked the next `*p`
// past the array.
// RUN: start 0 -> DONE 0
// RUN: start 1 -> SUSPENDED 100; resume -2 -> DONE 168
// RUN: start 3 -> SUSPENDED 100; resume 7 -> SUSPENDED 102; resume 7 -> SUSPENDED 104; resume 7 -> DONE 10071
// RUN: start 20 -> SUSPENDED 100; resume 1 -> SUSPENDED 102; resume 1 -> SUSPENDED 104; resume 1 -> SUSPENDED 106; resume 1 -> SUSPENDED 108; resume 1 -> SUSPENDED 110; resume 1 -> SUSPENDED 112; resume 1 -> SUSPENDED 114; resume 1 -> SUSPENDED 116; resume 1 -> SUSPENDED 118; resume 1 -> SUSPENDED 120; resume 1 -> SUSPENDED 122; resume 1 -> SUSPENDED 124; resume 1 -> SUSPENDED 126; resume 1 -> SUSPENDED 128; resume 1 -> SUSPENDED 130; resume 1 -> SUSPENDED 132; resume 1 -> SUSPENDED 134; resume 1 -> SUSPENDED 136; resume 1 -> SUSPENDED 138; resume 1 -> DONE 2269646685798741340
// RUN: start 25 -> SUSPENDED 100; resume 0 -> SUSPENDED 102; resume 0 -> SUSPENDED 104; resume 0 -> SUSPENDED 106; resume 0 -> SUSPENDED 108; resume 0 -> SUSPENDED 110; resume 0 -> SUSPENDED 112; resume 0 -> SUSPENDED 114; resume 0 -> SUSPENDED 116; resume 0 -> SUSPENDED 118; resume 0 -> SUSPENDED 120; resume 0 -> SUSPENDED 122; resume 0 -> SUSPENDED 124; resume 0 -> SUSPENDED 126; resume 0 -> SUSPENDED 128; resume 0 -> SUSPENDED 130; resume 0 -> SUSPENDED 132; resume 0 -> SUSPENDED 134; resume 0 -> SUSPENDED 136; resume 0 -> SUSPENDED 138; resume 0 -> DONE 2256347974749139340
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
#define YIELD(x) bpf_coro_yield(x)

__bpf_coro static long co(long n)
{
	unsigned int t[24];
	long s = 0;
	unsigned int *p = t + 23;	/* stepped down beside i */
	long j = 100;			/* a wide counter beside i */

	for (int k = 0; k < 24; k++)
		t[k] = k * 3 + 1;
	if (n > 20)
		n = 20;
	for (int i = 0; i < n; i++, p--, j += 1) {
		s = s * 7 + *p + j;
		s += YIELD(i + j);
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
