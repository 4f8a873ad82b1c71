// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-map-merged.c, the fix: whichever
 * way the program goes, each coroutine gets frames of its own map.
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

__bpf_coro static int echo(int n)
{
	long v = bpf_coro_yield(n);

	return v;
}

TWIN_FRAMES(sums, sum);
TWIN_FRAMES(echoes, echo);

static __attribute__((noinline)) int step(void *f)
{
	long out = 0;
	int st = bpf_coro_resume(echo, f, 1, &out);

	return TWIN_CHECK(st, BPF_CORO_DONE) | TWIN_CHECK(out, 1);
}

SEC("syscall")
int run(struct twin_ctx *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = ctx->in ? bpf_map_lookup_elem(&sums, &zero)
			  : bpf_map_lookup_elem(&sums, &zero);
	void *e;
	int r;

	if (!f)
		return TWIN_CHECK(0, 1);
	r = TWIN_CHECK(bpf_coro_start(f, sum(1), &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(bpf_coro_resume(sum, f, 4, &out), BPF_CORO_DONE);
	r |= TWIN_CHECK(out, 4);
	e = bpf_map_lookup_elem(&echoes, &zero);
	if (!e)
		return TWIN_CHECK(0, 1);
	r |= TWIN_CHECK(bpf_coro_start(e, echo(2), &out), BPF_CORO_SUSPENDED);
	return r | step(e);
}
