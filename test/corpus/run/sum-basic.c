// The README's coroutine: a loop that yields each counter and sums what the
// resumes pass in.
// RUN: start 3 -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 6 -> SUSPENDED 2
// RUN: resume 7 -> DONE 18; resume 1 -> INVALID
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 16; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
