// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-percpu-await.c, the fix: a coroutine
 * that sleeps keeps the claim (no __bpf_coro_percpu): the kernel resumes it
 * from its timer, outside the XDP programs that run it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

__bpf_coro static int nap(void)
{
	return bpf_coro_sleep(&frames, 1000000000) + 4;
}

SEC("xdp")
int run(struct xdp_md *ctx)
{
	/* Resumed by the program with 1 before the timer fires. */
	return TWIN_RUN(frames, nap, nap(), 5) ? XDP_DROP : XDP_PASS;
}
