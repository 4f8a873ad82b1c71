// A divisor from a resume value clamped to [1, 100] (`if (d == 0 || d >
// 100) d = 1;`) is live across a yield and divides after it. The frame
// keeps it zero-extended to 64 bits; the reload must check [1, 100], so
// a poked 0 (or 101) gives CORRUPT instead of dividing by zero (x / 0 is 0
// in BPF). Expected values from the same C run on the host, yields simulated.
// RUN: start 0 -> SUSPENDED 0; resume 7 -> SUSPENDED 7; poke __tmp0 0; resume 700 -> CORRUPT
// RUN: poke __tmp0 101; resume 700 -> CORRUPT; poke __tmp0 7; resume 700 -> DONE 100
// RUN: start 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 5 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u32 d = bpf_coro_yield(a);
	__u64 x;

	if (d == 0 || d > 100)
		d = 1;
	x = bpf_coro_yield(d);
	return x / d;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
