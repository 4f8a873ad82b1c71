// A coroutine keeping another coroutine's frame pointer across its
// own suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int inner(int n)
{
	bpf_coro_yield(n);
	return n;
}
CORPUS_ARRAY(iframes, inner);

__bpf_coro static int outer(int n)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&iframes, &k); // ERROR-HERE

	if (!f)
		return 0;
	bpf_coro_start(f, inner(n), &out);
	bpf_coro_yield(out); // ERROR-HERE
	bpf_coro_resume(inner, f, 0, &out);
	return out;
}
CORPUS_ARRAY(frames, outer);
CORPUS_DRIVER(frames, outer, outer(A0))
