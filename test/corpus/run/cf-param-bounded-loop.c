// A loop bounded by a clamped parameter, the counter indexes an array.
// RUN: start 3 -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> SUSPENDED 7; resume 0 -> DONE 18
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int tbl[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
	long s = 0;

	if (n > 8)
		n = 8;
	for (int i = 0; i < n; i++) {
		bpf_coro_yield(tbl[i]);
		s += tbl[i];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
