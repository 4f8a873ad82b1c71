// A value stepped by a condition beside the truncation of a value read
// from memory (`v = (__s16)((__u64)t[x & 3] + (x > 100))`, which the
// optimiser makes an add of two casts at 16 bits): the induction over v
// took the truncation for the condition's extension, so the sum's range
// was the step's alone, the resume checked v against a few values around
// its start where any 16-bit value is valid, and returned CORRUPT for a
// valid frame (fuzz seed 30388: a wrong status, not a refusal). The
// expected values are the body's, run on the host.
// RUN: start 40000 -> SUSPENDED 9; resume 1 -> SUSPENDED 4464; resume 103 -> SUSPENDED 6; resume 2 -> SUSPENDED 6; resume 3 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u32 t[4] = { (__u32)a, 70000, 300, 5 };
	__s16 v = 9;

	for (int i = 0; i < 4; i++) {
		long x = bpf_coro_yield(v);

		if (x & 1)
			v = (__s16)((__u64)t[x & 3] + (x > 100));
	}
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
