// bpf_loop's callback context is &a[n], n saved across a suspension and
// at most 5, the length of int a[5]; the callback adds 100 to ctx[-1],
// a[4] when n is 5. IndexMask took the address given to a helper for the
// element read or written through it, and clamped the index to the last
// element: the callback wrote a[3] (a wrong value). A helper that takes a
// callback passes the address on; its index is left as it is. Found by an
// adversarial round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 5 -> SUSPENDED 5; resume 7 -> DONE 8004105
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
static long cb(__u64 idx, void *ctx) { int *p = ctx; p[-1] += 100; return 0; }
__bpf_coro static long co(long z)
{
	int a[5] = { 1, 2, 3, 4, 5 };
	unsigned n = (unsigned)bpf_coro_yield(0);
	if (n > 5) n = 5;
	long v = bpf_coro_yield(n);
	a[0] += (int)v;
	bpf_loop(1, cb, &a[n], 0);
	return a[0] * 1000000 + a[3] * 1000 + a[4];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
