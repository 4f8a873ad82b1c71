// `((v & 1) ? x : y)[i % 5] += v` of two __u32 x[5], y[5], in a loop with
// a suspension (an adversarial round). The element's index was known to
// the optimiser as [0, 4], but after a resume the verifier bounds no
// remainder, and the address through the choice of arrays got no clamp:
// "invalid variable-offset read from stack" where the plain program
// loads. An element of one of two arrays of one length, chosen, is now
// clamped like an element of one (lib/BPFCoroIndexMask). Expected values
// from the body run on the host (the first script checked by hand:
// x = 2 9 6 4 10, y = 16 22 30 44 50, 1490).
// RUN: start 7 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 7 -> DONE 1490; start 10 1 -> SUSPENDED 0; resume 59 -> SUSPENDED 0; resume 52 -> SUSPENDED 0; resume 45 -> SUSPENDED 0; resume 38 -> SUSPENDED 0; resume 31 -> SUSPENDED 0; resume 24 -> SUSPENDED 0; resume 17 -> SUSPENDED 0; resume 10 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 13 -> DONE 2733; start 1 1 -> SUSPENDED 0; resume 254 -> DONE 2879; start 12 0 -> SUSPENDED 0; resume 37 -> SUSPENDED 0; resume 74 -> SUSPENDED 0; resume 111 -> SUSPENDED 0; resume 148 -> SUSPENDED 0; resume 185 -> SUSPENDED 0; resume 222 -> SUSPENDED 0; resume 259 -> SUSPENDED 0; resume 296 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 13 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 5 -> DONE 8802
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a, long b)
{
	__u32 x[5] = { 1, 2, 3, 4, 5 }, y[5] = { 10, 20, 30, 40, 50 };

	for (int i = 0; i < a && i < 15; i++) {
		long v = bpf_coro_yield(0);

		((v & 1) ? x : y)[i % 5] += v;
	}
	return x[0] + x[1] * 2 + x[2] * 3 + x[3] * 4 + x[4] * 5 + y[0] * 6 +
	       y[1] * 7 + y[2] * 8 + y[3] * 9 + y[4] * 10;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
