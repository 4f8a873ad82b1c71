// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-ctx-param-live.c, the fix:
 * the coroutine reads what it needs from the context before its first
 * suspension; the program writes the result back to its context.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int twice(struct twin_ctx *ctx)
{
	long first = ctx->in;	/* ctx is not used after the yield */
	long k = bpf_coro_yield(first);

	return first * 2 + k;
}

TWIN_FRAMES(frames, twice);

SEC("syscall")
int run(struct twin_ctx *ctx)
{
	int r = TWIN_RUN(frames, twice, twice(ctx), TWIN_CTX_IN * 2 + 1);

	ctx->out = r;
	return r;
}
