// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-packet.c, the fix: the frame is a
 * map value; what the packet holds goes in as the coroutine's argument. (The
 * fentry program of the bad program is left out: twins_test runs syscall and
 * XDP programs.)
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

TWIN_FRAMES(frames, sum);

SEC("xdp")
int parse(struct xdp_md *ctx)
{
	unsigned char *data = (void *)(long)ctx->data;
	unsigned char *end = (void *)(long)ctx->data_end;

	if (data + 2 > end)
		return XDP_DROP;
	/* 0x22 - 0x1f = 3 steps, resumed with 1, 2 and 3. */
	return TWIN_RUN(frames, sum, sum(data[1] - 0x1f), 1 + 2 + 3) ? XDP_DROP
								       : XDP_PASS;
}
