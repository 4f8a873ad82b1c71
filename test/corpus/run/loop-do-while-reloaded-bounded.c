// A do-while over a reloaded array, bounded by its own counter.
// RUN: start 2 -> SUSPENDED 0; resume 0 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[4] = { 0, 0, n, 0 };
	unsigned j = 0;

	bpf_coro_yield(0);
	do {
		if (a[j & 3])
			break;
		j++;
	} while (j < 4);
	return j;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
