// A do/while loop with a yield.
// RUN: start 2 -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 6 -> DONE 11
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long s = 0;
	int i = 0;

	do {
		s += bpf_coro_yield(i);
		i++;
	} while (i < n && i < 8);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
