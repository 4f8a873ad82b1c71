// A `__u8` count-down from a resumed value, `while (h--)`, with a yield on
// some iterations only. The backend kept h in a 32-bit register it stepped
// unmasked (`w8 = w4 - 1`) and tested a masked copy of (`w5 = w4 & 255; if
// w5 == 0`); the verifier narrows only the register a branch tests, so the
// stepped one went below zero and round until "The sequence of 8193 jumps
// is too complex" (a random program generator, four seeds; loads as plain
// C). BPFCoroNarrowCounter now keeps the counter zero-extended in a 32-bit
// phi, stepped then masked, and tested itself.
// RUN: start 0 0 -> SUSPENDED 1; resume 0 -> DONE 0
// RUN: start 0 5 -> SUSPENDED 1; resume 7 -> DONE 112305
// RUN: start 9 2 -> SUSPENDED 1; resume 3 -> SUSPENDED 2; resume 10 -> SUSPENDED 1
// RUN: resume 20 -> SUSPENDED 0; resume 30 -> DONE 955
// RUN: start 1 0 -> SUSPENDED 1; resume 255 -> SUSPENDED 6; resume 1 -> SUSPENDED 5
// RUN: resume 2 -> SUSPENDED 4; resume 3 -> SUSPENDED 3; resume 4 -> SUSPENDED 2
// RUN: resume 5 -> SUSPENDED 1; resume 6 -> SUSPENDED 0; resume 7 -> DONE 158005
// RUN: start -1 0 -> SUSPENDED 1; resume -1 -> DONE 112305
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, __u32 b)
{
	__u64 lacc = 0;
	__u8 h = (__u8)bpf_coro_yield(1) & 7;

	while (h--) {
		if (a > (long)b)
			lacc ^= bpf_coro_yield(h);
		lacc = lacc * 5 + h;
	}
	return (long)lacc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
