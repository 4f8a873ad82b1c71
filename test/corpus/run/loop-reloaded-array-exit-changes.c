// A loop without a suspension over a reloaded array whose index it steps: it ends.
// RUN: start 0 -> SUSPENDED 0; resume 9 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[8] = { 0, 0, 0, 5, 0, 0, 0, 0 };
	long x = bpf_coro_yield(n);
	unsigned j = 0;

	while (j < 8 && !a[j])
		j++;
	return j + (x & 0);
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
