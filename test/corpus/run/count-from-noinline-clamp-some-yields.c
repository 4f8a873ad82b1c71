// The same with a yield on every fourth iteration only (`lim12` returns at
// most 12): without the helper's range the loop was a compile error, able
// to go around without suspending with nothing the verifier sees to bound
// it; now the reloaded counter and bound are checked against [0, 12].
// RUN: start 0 -> DONE 0
// RUN: start 3 -> DONE 6
// RUN: start 4 -> SUSPENDED 3; resume 1 -> DONE 11
// RUN: start 4 -> SUSPENDED 3; resume -1 -> DONE 9
// RUN: start 12 -> SUSPENDED 3; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 11; resume 1 -> DONE 81
// RUN: start 12 -> SUSPENDED 3; resume -1 -> SUSPENDED 7; resume -1 -> SUSPENDED 11; resume -1 -> DONE 75
// RUN: start 100 -> SUSPENDED 3; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 11; resume 1 -> DONE 81
// RUN: start 100 -> SUSPENDED 3; resume -1 -> SUSPENDED 7; resume -1 -> SUSPENDED 11; resume -1 -> DONE 75
// RUN: start -1 -> SUSPENDED 3; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 11; resume 1 -> DONE 81
// RUN: start -1 -> SUSPENDED 3; resume -1 -> SUSPENDED 7; resume -1 -> SUSPENDED 11; resume -1 -> DONE 75
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u32 lim12(long x)
{
	__u32 u = (__u32)x;
	return u > 12 ? 12 : u;
}

static long __bpf_coro co(long a)
{
	long t[12];
	long s = 0;
	__u32 n;

	for (int j = 0; j < 12; j++)
		t[j] = j + 1;
	n = lim12(a);
	for (__u32 i = 0; i < n; i++) {
		s += t[i];
		if (i % 4 == 3)
			s += bpf_coro_yield(i);
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
