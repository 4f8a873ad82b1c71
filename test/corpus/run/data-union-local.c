// A union local live across a suspension.
// RUN: start 0x11223344 -> SUSPENDED 0x44; resume 0 -> DONE 0x11223344
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

union u { __u32 w; __u8 b[4]; };

__bpf_coro static long co(long n)
{
	union u v;

	v.w = n;
	bpf_coro_yield(v.b[0]);
	return v.w;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
