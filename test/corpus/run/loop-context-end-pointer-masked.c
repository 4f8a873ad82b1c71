// As loop-context-end-pointer-clamped.c, into int a[8]: the index of
// &a[8] was masked with 7, and the callback wrote a[-1], below the array,
// instead of a[7] (a wrong value, and a write to whatever lay there).
// Found by an adversarial round; the expected values are the body's, run
// on the host.
// RUN: start 0 -> SUSPENDED 0; resume 8 -> SUSPENDED 8; resume 7 -> DONE 8007108
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
static long cb(__u64 idx, void *ctx) { int *p = ctx; p[-1] += 100; return 0; }
__bpf_coro static long co(long z)
{
	int a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	unsigned n = (unsigned)bpf_coro_yield(0);
	if (n > 8) n = 8;
	if (n < 1) n = 1;
	long v = bpf_coro_yield(n);
	a[0] += (int)v;
	bpf_loop(1, cb, &a[n], 0);
	return a[0] * 1000000 + a[6] * 1000 + a[7];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
