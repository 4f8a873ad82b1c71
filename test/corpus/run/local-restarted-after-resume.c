// A local declared before a suspension but only written after it (its
// contents do not cross the point, so nothing copies it) and a second
// local of an inner block, both in use at once after the resume. The
// split keeps lifetime markers so that locals of disjoint blocks share
// stack; a resume enters the body inside the first local's lifetime and
// starts it again there, and the two must still get bytes of their own.
// RUN: start 3 -> SUSPENDED 7; resume 2 -> DONE 6368
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u8 b[64];
	long k = bpf_coro_yield(7);

	for (int i = 0; i < 64; i++)
		b[i] = i + k;
	{
		__u8 c[64];
		long s = 0;

		for (int i = 0; i < 64; i++)
			c[i] = 2 * i + a;
		for (int i = 0; i < 64; i++)
			s += b[(i * 5 + a) & 63] + c[(i * 3 + k) & 63];
		return s;
	}
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
