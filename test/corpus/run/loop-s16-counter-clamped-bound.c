// A __s16 loop counter below an int bound the program clamped to 16, used
// as an index after each resume. LLVM compares the counter widened to int
// and indexes with it widened to long, two registers from one; nothing
// checked the reloaded counter (no range for an i16 add without nsw), and
// the verifier refused the resumed a[j] ("invalid variable-offset read from
// stack"). The counter is now checked against [0, 16] on the reload and
// compared as the long the index uses. a[i] = 3i + 1; a[j] is read before
// the yield, so the poked counter changes only what comes after it.
// RUN: start 3 -> SUSPENDED 0; resume 2 -> SUSPENDED 1; resume 3 -> SUSPENDED 2; resume 5 -> DONE 49
// RUN: start -5 -> DONE 0
// RUN: start 40 -> SUSPENDED 0; poke j 17; resume 1 -> CORRUPT; poke j 15; resume 1 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long a[16];
	long s = 0;
	int b = n;

	for (int i = 0; i < 16; i++)
		a[i] = i * 3 + 1;
	if (b > 16)
		b = 16;
	for (__s16 j = 0; j < b; j++)
		s += a[j] * bpf_coro_yield(j);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
