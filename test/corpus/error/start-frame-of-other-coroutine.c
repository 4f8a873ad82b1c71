// bpf_coro_start() of one coroutine on a frame map of another.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static int other(int n)
{
	bpf_coro_yield(n);
	return n;
}

CORPUS_ARRAY(frames, other);
CORPUS_ARRAY(oframes, sum);

CORPUS_BEGIN
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);
	void *g = bpf_map_lookup_elem(&oframes, &k);

	if (g)
		bpf_coro_start(g, other(1), &out);
	if (f)
		__corpus_a->status = bpf_coro_start(f, sum(A0), &out); // ERROR-HERE
CORPUS_END
