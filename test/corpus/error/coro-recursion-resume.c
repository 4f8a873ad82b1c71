// A coroutine resuming a frame of its own kind.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int rec(int n);
CORPUS_ARRAY(frames, rec);

__bpf_coro static int rec(int n)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	bpf_coro_yield(n);
	if (f)
		bpf_coro_resume(rec, f, 0, &out); // ERROR-HERE
	return n;
}
CORPUS_DRIVER(frames, rec, rec(A0))
