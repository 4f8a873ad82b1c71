// A round-robin over 3 workers, `w = w == 2 ? 0 : w + 1`, each worker's
// total in a local array: the select's false arm holds only where w != 2,
// which the induction over the loop uses to bound w to [0, 2].
// RUN: start 8 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 3 -> SUSPENDED 0; resume 4 -> SUSPENDED 1; resume 5 -> SUSPENDED 2; resume 6 -> SUSPENDED 0; resume 7 -> SUSPENDED 1; resume 8 -> DONE 121509
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long rr(int n)
{
	long tot[3] = {};
	int w = 0;

	for (int i = 0; i < n && i < 12; i++) {
		tot[w] += bpf_coro_yield(w);
		w = w == 2 ? 0 : w + 1;
	}
	return tot[0] * 10000 + tot[1] * 100 + tot[2];
}

CORPUS_ARRAY(frames, rr);
CORPUS_DRIVER(frames, rr, rr(A0))
