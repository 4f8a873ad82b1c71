// Two counters of an inner loop started from the outer loop's counter
// (`j = i` and `k = 2 * i`, `k += 2` beside `j++`) indexing a local: k was
// saved on its own with a range of 0..20 where its largest value is 10,
// and the verifier read past the array after a resume (an adversarial
// round; plain C loads). k is now computed from j.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 12; resume 4 -> SUSPENDED 24; resume 7 -> SUSPENDED 36; resume 10 -> SUSPENDED 48; resume 13 -> SUSPENDED 60; resume 16 -> SUSPENDED 112; resume 19 -> SUSPENDED 124; resume 22 -> SUSPENDED 136; resume 25 -> SUSPENDED 148; resume 28 -> SUSPENDED 160; resume 31 -> SUSPENDED 224; resume 34 -> SUSPENDED 236; resume 37 -> SUSPENDED 248; resume 40 -> SUSPENDED 260; resume 43 -> SUSPENDED 336; resume 46 -> SUSPENDED 348; resume 49 -> SUSPENDED 360; resume 52 -> DONE 5870938
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[12];
	long s = 0;

	for (int k = 0; k < 12; k++)
		t[k] = k * 5;
	for (int i = 0; i < 4; i++) {
		int k = 2 * i;
		for (int j = i; j < 6; j++, k += 2) {
			s += t[k];
			s = s * 2 + bpf_coro_yield(i * 100 + j * 10 + k);
		}
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
