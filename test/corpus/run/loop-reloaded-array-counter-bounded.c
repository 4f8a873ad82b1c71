// The fix of loop-reloaded-array-no-progress: a counter bounds the loop.
// RUN: start 5 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 1; resume 3 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[4] = { 1, 2, 3, n };
	long s = bpf_coro_yield(0);

	for (int k = 0; k < 2; k++) {
		s += bpf_coro_yield(k);
		for (int j = 0; j < 64 && n; j++)
			if (a[s & 3])
				break;
	}
	return s + a[1];
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
