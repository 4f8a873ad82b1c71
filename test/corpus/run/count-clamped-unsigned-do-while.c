// A second shape of count-clamped-from-phi-of-truncation.c, found by
// the review of that fix: an unsigned count from a phi of a 32-bit load
// and a truncated call result, clamped to [1, 4] by two selects, counted
// down in a do-while. Its zero extension was folded back by instruction
// selection, the clamp tested the phi's register and copied another, and
// the count-down walked to a million instructions; the extension is now
// behind an empty asm (lib/BPFCoroExitTest). Expected values: the body
// run on the host.
// RUN: start 1 2 -> SUSPENDED 0; resume 8 -> DONE 4271175722
// RUN: start 1 2 -> SUSPENDED 0; resume 24 -> DONE 2016629991
// RUN: start -1 2 -> SUSPENDED 0; resume 8 -> DONE 3176763318
// RUN: start 3 4 -> SUSPENDED 0; resume 8 -> DONE 1421840641
// RUN: start 1 2 -> SUSPENDED 0; resume 0 -> DONE 4271175722
// RUN: start 1 2 -> SUSPENDED 0; resume 1 -> DONE 3176763318
// RUN: start 1 2 -> SUSPENDED 0; resume 2 -> DONE 3176763318
// RUN: start 1 2 -> SUSPENDED 0; resume 7 -> DONE 3176763318
// RUN: start 1 2 -> SUSPENDED 0; resume 40 -> DONE 3176763318
// RUN: start 1 2 -> SUSPENDED 0; resume 56 -> DONE 3176763318
// RUN: start 2 3 -> SUSPENDED 0; resume 17 -> DONE 2915056004
// RUN: start 0 0 -> SUSPENDED 0; resume 9 -> DONE 0
// RUN: start 4294967295 3 -> SUSPENDED 0; resume 8 -> DONE 2915056004
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 x)
{
	return (x * 0x9e3779b97f4a7c15ULL) ^ (x >> 7);
}

__bpf_coro static long co(long a, long b)
{
	__u32 arr[4] = { (__u32)a, (__u32)b, 5, 6 };
	__u32 out[4] = { 0, 0, 0, 0 };
	long v = bpf_coro_yield(0);
	unsigned int n = (v & 8) ? arr[(v >> 4) & 3] : (unsigned int)mix(v);

	n = n > 1u ? n : 1u;
	n = n < 4u ? n : 4u;
	do {
		n--;
		out[n] += (__u32)mix(b + n);
	} while (n > 0);
	return out[0] + out[1] * 3 + out[2] * 7 + out[3] * 11;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
