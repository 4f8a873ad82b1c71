// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-resume-value-pointer.c, the fix: every
 * resume passes the pointer (the context, cast to long), and the coroutine
 * reads through it before it suspends again, copying what it needs.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long number(void)
{
	struct twin_ctx *c = (struct twin_ctx *)bpf_coro_yield(0);
	long in = c->in;

	c = (struct twin_ctx *)bpf_coro_yield(1);
	return in + c->in;
}

TWIN_FRAMES(frames, number);

SEC("syscall")
int run(struct twin_ctx *ctx)
{
	__u32 zero = 0;
	long v = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	int st;

	if (!f)
		return TWIN_CHECK(0, 1);
	st = bpf_coro_start(f, number(), &v);
	TWIN_CHECK(st, BPF_CORO_SUSPENDED);
	st = bpf_coro_resume(number, f, (long)ctx, &v);
	TWIN_CHECK(st, BPF_CORO_SUSPENDED);
	st = bpf_coro_resume(number, f, (long)ctx, &v);
	TWIN_CHECK(st, BPF_CORO_DONE);
	return TWIN_CHECK(v, 2 * TWIN_CTX_IN);
}
