// A local named __coro_spill and one named __tmp0.
// RUN: start 3 -> SUSPENDED 3; resume 1 -> DONE 10
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long __coro_spill = n * 2, __tmp0 = n + 1;

	bpf_coro_yield(n);
	return __coro_spill + __tmp0 - 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
