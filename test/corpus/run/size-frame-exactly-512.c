// A frame of exactly 512 bytes (123 ints after the 20-byte header):
// a clean error is acceptable, a crash is not.
// MAY-FAIL
// RUN: start 1 -> SUSPENDED 1; resume 0 -> DONE 7626
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[123];
	long s = 0;

	for (int i = 0; i < 123; i++)
		a[i] = n + i;
	bpf_coro_yield(a[0]);
	for (int i = 0; i < 123; i++)
		s += a[i];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
