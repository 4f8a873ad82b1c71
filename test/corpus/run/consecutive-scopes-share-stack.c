// Two 256-byte buffers in consecutive blocks, each live across a
// suspension. In plain C they share the stack (their lifetimes do not
// overlap: 256 bytes); the split dropped every lifetime marker, so the
// resume held both at once and did not compile ("Looks like the BPF stack
// limit is exceeded"; the likely cause of 12 of an independent random
// tester's 470 programs refused so).
// Sums of permutations: 32640 per buffer.
// RUN: start 1 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> DONE 65280
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long s = 0;

	{
		__u8 x[256];

		for (int i = 0; i < 256; i++)
			x[i] = i + a;
		bpf_coro_yield(0);
		for (int i = 0; i < 256; i++)
			s += x[(i * 7 + a) & 255];
	}
	{
		__u8 y[256];

		for (int i = 0; i < 256; i++)
			y[i] = i * 3 + s;
		bpf_coro_yield(0);
		for (int i = 0; i < 256; i++)
			s += y[(i * 5 + a) & 255];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
