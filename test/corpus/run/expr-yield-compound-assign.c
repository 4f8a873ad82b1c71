// A yield on the right of a compound assignment to an array element.
// RUN: start -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 6 -> DONE 111
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[2] = { 100, 0 };

	for (int i = 0; i < 2; i++)
		a[i & 1] += bpf_coro_yield(i);
	return a[0] + a[1];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
