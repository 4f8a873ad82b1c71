// A ringbuf record live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

__bpf_coro static int co(int n)
{
	long *r = bpf_ringbuf_reserve(&rb, 8, 0); // ERROR-HERE

	if (!r)
		return 0;
	bpf_coro_yield(n); // ERROR-HERE
	*r = n;
	bpf_ringbuf_submit(r, 0);
	return 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
