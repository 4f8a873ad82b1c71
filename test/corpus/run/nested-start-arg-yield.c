// Inside a coroutine, the argument of a nested start is a yield.
// RUN: start -> SUSPENDED 1; resume 7 -> SUSPENDED 7; resume 0 -> DONE 8
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

__bpf_coro static long outer(void)
{
	__u32 k = 0;
	long out = 0;
	void *f;
	long v = bpf_coro_yield(1);

	f = bpf_map_lookup_elem(&iframes, &k);
	if (!f)
		return -1;
	bpf_coro_start(f, inner(v), &out);
	bpf_coro_yield(v);
	return out;
}
CORPUS_ARRAY(frames, outer);
CORPUS_DRIVER(frames, outer, outer())
