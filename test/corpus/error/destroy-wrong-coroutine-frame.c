// bpf_coro_destroy() of coroutine b on a frame from the map of a.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int a(int n)
{
	bpf_coro_yield(n);
	return n;
}

__bpf_coro static int b(int n)
{
	bpf_coro_yield(n + 1);
	return n;
}

CORPUS_ARRAY(aframes, a);
CORPUS_ARRAY(bframes, b);
CORPUS_BEGIN
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&aframes, &k);
	void *g = bpf_map_lookup_elem(&bframes, &k);

	if (!f || !g)
		return 0;
	if (__corpus_a->op == CORPUS_OP_START) {
		bpf_coro_start(g, b(1), &out);
		__corpus_a->status = bpf_coro_start(f, a(A0), &out);
	} else {
		__corpus_a->status = bpf_coro_destroy(b, f); // ERROR-HERE
	}
CORPUS_END
