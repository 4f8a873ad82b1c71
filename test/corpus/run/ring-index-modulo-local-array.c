// A ring of 5 in a local array, its head `h = (h + 1) % 5`: checked as
// [0, 4] after a resume, but the verifier computes the signed remainder
// (a multiply and shifts without sdiv) as [-4, 5], and the next read of
// r[h] went past the array ("invalid variable-offset read from stack").
// An index into an array whose length is no power of two, which the
// optimiser cannot keep within it, is clamped to the array now
// (lib/BPFCoroIndexMask): C allows no other index. Found by an
// adversarial round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 6 -> SUSPENDED 2; resume 7 -> SUSPENDED 3; resume 8 -> SUSPENDED 4; resume 9 -> SUSPENDED 5; resume 10 -> SUSPENDED 7; resume 11 -> SUSPENDED 9; resume 12 -> SUSPENDED 11; resume 13 -> DONE 165631
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u32 r[5] = {};
	int h = 0;
	for (int n = 0; n < 13; n++) {
		long v = bpf_coro_yield(r[h]);
		r[h] += v;
		h = (h + 1) % 5;
	}
	return r[0] + r[1] * 10 + r[2] * 100 + r[3] * 1000 + r[4] * 10000 + h;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
