// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/yield-in-block.c, the fix:
 * no block: the coroutine yields in its own body.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int later(int n)
{
	return (int)bpf_coro_yield(n) + n;
}

TWIN_FRAMES(frames, later);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, later, later(5), 1 + 5);
}
