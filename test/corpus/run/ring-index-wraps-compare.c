// A ring index wrapped by `if (++idx == 10) idx = 0`, carried around a loop
// with a suspension, indexing a local long[10]. Neither LazyValueInfo (the
// loop's cycle) nor ScalarEvolution (no recurrence) bounds idx, and the
// resume addressed the array with the reload unchecked ("invalid unbounded
// variable-offset write to stack"); its range [0, 9] now comes by induction
// over the loop (ReloadRanges' inductiveRange) and is checked.
// RUN: start 13 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 8 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 10 -> SUSPENDED 0; resume 11 -> SUSPENDED 0; resume 12 -> SUSPENDED 0; resume 13 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long ring[10] = {};
	unsigned int idx = 0;

	for (int i = 0; i < n && i < 25; i++) {
		ring[idx] = bpf_coro_yield(0);
		if (++idx == 10)
			idx = 0;
	}
	return ring[3];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
