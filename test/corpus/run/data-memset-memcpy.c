// A buffer filled with __builtin_memset/memcpy, live across suspensions.
// RUN: start 7 -> SUSPENDED 7; resume 0 -> DONE 56
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	__u8 a[8], b[8];
	long s = 0;

	__builtin_memset(a, n, sizeof(a));
	__builtin_memcpy(b, a, sizeof(b));
	bpf_coro_yield(b[3]);
	for (int i = 0; i < 8; i++)
		s += b[i];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
