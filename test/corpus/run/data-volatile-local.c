// A volatile local written before and read after suspensions.
// RUN: start 9 -> SUSPENDED 9; resume 0 -> SUSPENDED 10; resume 0 -> DONE 11
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	volatile int v = n;

	bpf_coro_yield(v);
	v = v + 1;
	bpf_coro_yield(v);
	return v + 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
