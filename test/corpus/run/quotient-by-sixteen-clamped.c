// A resumed byte's quotient by 16, clamped to [0, 5], indexes a local and
// counts a do-while down. The division is a shift, which the verifier
// follows; behind the `w = w` BPFCoroZext32 put after every division, the
// backend sign-extended the quotient again with shifts the verifier widened
// to [-128, 127], and the read at the clamped index was refused ("invalid
// variable-offset read from stack"; found by a random program generator,
// loads as plain C and did before that pass). Divisions by a power of two
// are now left alone.
// RUN: start 0 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> DONE 0
// RUN: start -1 0 -> SUSPENDED 0; resume -1 -> SUSPENDED 1; resume -1 -> DONE 0
// RUN: start 9 0 -> SUSPENDED 0; resume 40 -> SUSPENDED 2; resume 1 -> SUSPENDED 8
// RUN: resume 2 -> SUSPENDED 1; resume 127 -> SUSPENDED 51; resume 3 -> SUSPENDED 254
// RUN: resume 4 -> SUSPENDED 1277; resume 5 -> SUSPENDED 6400; resume 6 -> SUSPENDED 32023
// RUN: resume 7 -> DONE 160146
// RUN: start 10 0 -> SUSPENDED 0; resume 100 -> SUSPENDED 5; resume 7 -> SUSPENDED 44
// RUN: resume 7 -> SUSPENDED 242; resume 7 -> SUSPENDED 1235; resume 7 -> SUSPENDED 6203
// RUN: resume 7 -> SUSPENDED 1; resume 80 -> SUSPENDED 31051; resume 1 -> SUSPENDED 155244
// RUN: resume 1 -> SUSPENDED 776212; resume 1 -> SUSPENDED 3881055
// RUN: resume 1 -> SUSPENDED 19405273; resume 1 -> DONE 97026366
// RUN: start 8 0 -> SUSPENDED 0; resume -128 -> SUSPENDED 1; resume 255 -> DONE 127
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;

	for (int r = 0; r < 2; r++) {
		__s8 x = (__s8)bpf_coro_yield(r);
		__s8 q = (__s8)(x / 16);

		if (q > 5)
			q = 5;
		if (q < 0)
			q = 0;
		la[q + 8] ^= x;
		if (q > 0)
			do {
				la[q] += 1;
				lacc += bpf_coro_yield(lacc + q);
				lacc = lacc * 5 + q;
			} while (--q);
	}
	return (long)(lacc + la[a & 15]);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
