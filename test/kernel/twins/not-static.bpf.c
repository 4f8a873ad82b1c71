// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/not-static.c, the fix:
 * both coroutines static, in both attribute positions.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int knock(int n)
{
	return bpf_coro_yield(n) + n;
}

static int __bpf_coro knock_again(int n)
{
	return bpf_coro_yield(n) * n;
}

TWIN_FRAMES(frames, knock);
TWIN_FRAMES(again_frames, knock_again);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, knock, knock(4), 1 + 4) |
	       TWIN_RUN(again_frames, knock_again, knock_again(4), 1 * 4);
}
