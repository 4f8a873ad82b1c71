// A 64-bit local whose high bits only are used after the suspension.
// RUN: start 0x12345678 -> SUSPENDED 1; resume 0 -> DONE 0x123
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	unsigned long v = (unsigned long)n << 20;

	bpf_coro_yield(1);
	return v >> 40;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
