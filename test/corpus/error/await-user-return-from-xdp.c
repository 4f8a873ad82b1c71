// A coroutine with bpf_coro_user_return() started from an XDP program,
// which may not schedule a task work (and has no task to return).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	bpf_coro_user_return(&frames); // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))

SEC("xdp") int pkt(struct xdp_md *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (f)
		bpf_coro_start(f, co(1), &out); // ERROR-HERE
	return XDP_PASS;
}
