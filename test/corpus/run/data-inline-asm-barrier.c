// An inline asm memory barrier between suspensions.
// RUN: start 2 -> SUSPENDED 2; resume 0 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long v = n;

	asm volatile("" ::: "memory");
	bpf_coro_yield(v);
	asm volatile("" ::: "memory");
	return v * 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
