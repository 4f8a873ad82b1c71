// bpf_coro_start(f, inner(bpf_coro_yield(1)), &out) inside a coroutine:
// the yield is evaluated before the start, the frame is looked up after.
// RUN: start -> SUSPENDED 1; resume 41 -> DONE 42
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long inner(long n)
{
	return n + 1;
}
CORPUS_ARRAY(iframes, inner);

static __always_inline void *iframe(void)
{
	__u32 k = 0;

	return bpf_map_lookup_elem(&iframes, &k);
}

__bpf_coro static long outer(void)
{
	long out = -1;
	long v = bpf_coro_yield(1);
	void *f = iframe();

	if (f)
		bpf_coro_start(f, inner(v), &out);
	return out;
}
CORPUS_ARRAY(frames, outer);
CORPUS_DRIVER(frames, outer, outer())
