// An index computed with % by a constant and masked before a stack array
// access on the start path (case 19 of the computeranges repro): LLVM drops
// the mask (x % 13 < 16) and the backend turns % into a multiply the
// verifier cannot bound, with or without a coroutine; barrier_var() keeps
// the mask.
// RUN: start 20 -> SUSPENDED 8; resume 2 -> DONE 10
// RUN: start 12 -> SUSPENDED 13; resume 0 -> DONE 13
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long p)
{
	__s16 arr[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
	__u32 v = (__u32)p % 13;
	long s;

	barrier_var(v);
	s = arr[v & 15];
	s += bpf_coro_yield(s);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
