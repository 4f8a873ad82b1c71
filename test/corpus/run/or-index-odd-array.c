// `a[i * 2 + (i < 3)]` of an int a[7], i a resume value clamped to 3 and
// kept across a suspension: the optimiser makes the index `(i << 1) |
// (i < 3)`, an or of two registers, which IndexMask masked with its known
// bits, 7, one element past the array ("invalid variable-offset read from
// stack"; the plain twin loads only where the stack below the array
// happens to be readable). Into an array whose length is no power of two
// such an index is clamped instead. Found by an adversarial round; the
// expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 3 -> SUSPENDED 3; resume 5 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	int a[7] = { 1, 2, 3, 4, 5, 6, 7 };
	unsigned i = (unsigned)bpf_coro_yield(0);
	if (i > 3) i = 3;
	long v = bpf_coro_yield(i);
	a[i * 2] += (int)v;
	return a[i * 2 + (i < 3)];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
