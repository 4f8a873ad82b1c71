// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-ctx.c, the fix: the frames are
 * map values; what the context brings in goes in as the coroutine's
 * argument or as a resume value.
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
TWIN_FRAMES(xdp_frames, sum);

static __attribute__((noinline)) int drop(void *f)
{
	return bpf_coro_destroy(sum, f);
}

SEC("syscall")
int run(struct twin_ctx *ctx)
{
	/* Resumed with 1, 2 and 3: TWIN_CTX_IN is 21, so 21 - 18 = 3 steps. */
	return TWIN_RUN(frames, sum, sum(ctx->in - 18), 1 + 2 + 3);
}

SEC("xdp")
int xdp_drop(struct xdp_md *ctx)
{
	__u32 zero = 0;
	void *f = bpf_map_lookup_elem(&xdp_frames, &zero);

	if (!f)
		return XDP_DROP;
	return TWIN_CHECK(drop(f), 0) ? XDP_DROP : XDP_PASS;
}
