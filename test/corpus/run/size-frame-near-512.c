// A frame of about 470 bytes (56 longs live).
// RUN: start 1 -> SUSPENDED 1; resume 0 -> DONE 1596
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long a[56];
	long s = 0;

	for (int i = 0; i < 56; i++)
		a[i] = n + i;
	bpf_coro_yield(a[0]);
	for (int i = 0; i < 56; i++)
		s += a[i];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
