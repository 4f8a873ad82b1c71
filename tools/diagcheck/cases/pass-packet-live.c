// diagcheck: pass
// what: an XDP packet pointer live across a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int parse(struct xdp_md *ctx)
{
	unsigned char *data = (void *)(long)ctx->data;
	unsigned char *end = (void *)(long)ctx->data_end;

	if (data + 2 > end)
		return 0;
	bpf_coro_yield(data[0]);
	return data[1];
}

TWIN_FRAMES(frames, parse);
SEC("xdp") int run(struct xdp_md *ctx) { return TWIN_RUN(frames, parse, parse(ctx), 0) ? XDP_DROP : XDP_PASS; }
