// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-tail-call.c, the fix: the coroutine
 * yields, and the program tail-calls once the coroutine has returned to it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} progs SEC(".maps");

__bpf_coro static int direct(void *ctx)
{
	long in = bpf_coro_yield(1);
	return in + 1;
}

TWIN_FRAMES(frames, direct);

SEC("xdp")
int run(struct xdp_md *ctx)
{
	if (TWIN_RUN(frames, direct, direct(ctx), 2))
		return XDP_DROP;
	/* The slot is empty: the tail call fails and the program goes on. */
	bpf_tail_call(ctx, &progs, 0);
	return XDP_PASS;
}
