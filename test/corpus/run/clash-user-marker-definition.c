// A user definition of the marker __bpf_coro_yield.
// A clean error at the clashing line is acceptable; if it compiles it
// must run.
// MAY-FAIL
// RUN: start 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 4 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long __bpf_coro_yield(long v) // ERROR-HERE
{
	return v;
}

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
