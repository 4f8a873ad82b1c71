// A ring of 9 with a __u8 index wrapped by `if (++i == 9) i = 0`: the
// backend compares one copy of `i + 1` with 9 and indexes with another,
// so after a resume the verifier saw r[i] read with i up to 9, past the
// array ("invalid variable-offset read from stack"). Clamped to the
// array as in ring-index-modulo-local-array.c. Found by an adversarial
// round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume 8 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 9; resume 0 -> SUSPENDED 8; resume 1 -> SUSPENDED 7; resume 2 -> SUSPENDED 6; resume 3 -> SUSPENDED 5; resume 4 -> SUSPENDED 4; resume 5 -> SUSPENDED 3; resume 6 -> SUSPENDED 2; resume 7 -> SUSPENDED 1; resume 8 -> SUSPENDED 27; resume 9 -> SUSPENDED 25; resume 10 -> DONE 122
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u32 r[9] = {};
	__u8 i = 0;
	for (int n = 0; n < 20; n++) {
		long v = bpf_coro_yield(r[i]);
		r[i] = r[i] * 3 + v;
		if (++i == 9)
			i = 0;
	}
	return r[0] + r[4] + r[8] + i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
