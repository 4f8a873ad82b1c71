// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/no-prototype.c, the fix:
 * (void) for no parameters, a typed parameter list for the K&R one.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int idle(void)
{
	return bpf_coro_yield(0) + 5;
}

__bpf_coro static int new_style(int n)
{
	return bpf_coro_yield(n);
}

TWIN_FRAMES(idle_frames, idle);
TWIN_FRAMES(new_frames, new_style);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(idle_frames, idle, idle(), 1 + 5) |
	       TWIN_RUN(new_frames, new_style, new_style(8), 1);
}
