// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-packet-live.c, the fix:
 * the bytes needed after the suspension are copied out of the packet
 * before it (an XDP program).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int parse(struct xdp_md *ctx)
{
	unsigned char *data = (void *)(long)ctx->data;
	unsigned char *end = (void *)(long)ctx->data_end;
	int b0, b1;

	if (data + 2 > end)
		return -1;
	b0 = data[0];
	b1 = data[1];	/* copies: no packet pointer crosses the yield */
	bpf_coro_yield(b0);
	return b1;
}

TWIN_FRAMES(frames, parse);

SEC("xdp")
int run(struct xdp_md *ctx)
{
	return TWIN_RUN(frames, parse, parse(ctx), TWIN_PKT_BYTE1) ? XDP_DROP
								    : XDP_PASS;
}
