// An XDP packet pointer live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(struct xdp_md *ctx)
{
	unsigned char *d = (void *)(long)ctx->data; // ERROR-HERE
	unsigned char *end = (void *)(long)ctx->data_end;

	if (d + 2 > end)
		return 0;
	bpf_coro_yield(d[0]); // ERROR-HERE
	return d[1];
}
CORPUS_ARRAY(frames, co);
SEC("xdp")
int step(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		bpf_coro_start(f, co(ctx), &out);
	return XDP_PASS;
}
