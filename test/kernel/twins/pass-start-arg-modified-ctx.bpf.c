// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-start-arg-modified-ctx.c, the fix:
 * the program passes the field's value, not a pointer to it, or the context
 * itself.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long v)
{
	long s = v;

	s += bpf_coro_yield(s);
	return s;
}

__bpf_coro static long whole(struct twin_ctx *ctx)
{
	long s = ctx->in;	/* ctx is not used after the yield */

	s += bpf_coro_yield(s);
	return s;
}

TWIN_FRAMES(frames, co);
TWIN_FRAMES(wholes, whole);

SEC("syscall")
int run(struct twin_ctx *ctx)
{
	int r = TWIN_RUN(frames, co, co(ctx->in), TWIN_CTX_IN + 1);

	r |= TWIN_RUN(wholes, whole, whole(ctx), TWIN_CTX_IN + 1);
	ctx->out = r;
	return r;
}
