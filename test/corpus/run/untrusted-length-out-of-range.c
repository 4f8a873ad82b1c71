// User space overwrites a saved parameter that bounds a loop (clamped to 8
// before the loop) with 100: resume is CORRUPT.
// RUN: start 3 -> SUSPENDED 0; poke n 100; resume 0 -> CORRUPT; poke n 3
// RUN: resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int i;

	if (n > 8)
		n = 8;
	for (i = 0; i < n; i++)
		bpf_coro_yield(i);
	return i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
