// A pointer stepped beside the loop counter together with a third counter
// stepped by 2 (`i++, p++, j += 2`), `*p` read before and after the yield.
// j, not i, was kept as the one p is computed from only when ranked first;
// p was saved on its own and the verifier walked the next `*p` at t[7]
// ("invalid variable-offset read from stack", an adversarial round; plain
// C loads). The counter with the smallest step is the one kept.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 7 -> SUSPENDED 3; resume 10 -> SUSPENDED 4; resume 13 -> SUSPENDED 5; resume 16 -> SUSPENDED 6; resume 19 -> DONE 343
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[7];
	long s = 0, *p = t;
	int j = 30;

	for (int k = 0; k < 7; k++)
		t[k] = k;
	for (int i = 0; i < 7; i++, p++, j += 2) {
		long b = bpf_coro_yield(*p);
		s += b + *p + j;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
