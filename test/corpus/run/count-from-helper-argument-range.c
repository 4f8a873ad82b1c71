// A count started from a static noinline helper that clamps to [-3, 5],
// called with `b & 7`: at the call the verifier walks the helper with an
// argument in [0, 7] and knows the start is in [0, 5]. The copy of the
// helper the compiler reads had no range for the argument, the reload was
// checked against [-3, 5], and `la[j + 3]`, with the + 3 folded into the
// address, was refused after a resume ("math between fp pointer and
// register with unbounded min value"; a random program generator, loads as
// plain C). The copy's parameters now carry the ranges the arguments have
// at the call.
// RUN: start 0 0 -> DONE 0; start 3 2 -> DONE 0
// RUN: start 7 7 -> SUSPENDED 5; resume 1 -> DONE 1
// RUN: start 1 5 -> SUSPENDED 5; resume 1 -> DONE 1
// RUN: start -1 15 -> SUSPENDED 5; resume 9 -> DONE 9
// RUN: start 12 4 -> SUSPENDED 4; resume 3 -> SUSPENDED 5; resume 12 -> DONE 15
// RUN: start 8 6 -> SUSPENDED 5; resume 6 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int h_scl(long x)
{
	int v = (int)x;

	if (v > 5)
		v = 5;
	if (v < -3)
		v = -3;
	return v;
}

static long __bpf_coro co(long a, __u32 b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;
	int h = h_scl(b & 7);

	for (int j = h; j < 6; j++) {
		la[j + 3] += 1;
		if (b & 4)
			lacc ^= bpf_coro_yield(j);
	}
	return (long)(lacc + la[a & 15]);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
