// A constant-bounded sum over a reloaded array after each suspension.
// RUN: start 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 8; resume 0 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long a[4] = { n, 2, 4, 0 };
	long s = 0;

	for (int k = 0; k < 2; k++) {
		s = 0;
		for (int j = 0; j < 4; j++)
			s += a[j];
		a[3] += bpf_coro_yield(s);
	}
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
