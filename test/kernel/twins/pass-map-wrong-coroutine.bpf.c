// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-map-wrong-coroutine.c, the fix:
 * each coroutine runs on frames from a map declared for it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int first(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

__bpf_coro static int second(int n)
{
	long x = n * 3;

	bpf_coro_yield(x);
	return x;
}

TWIN_FRAMES(first_frames, first);
TWIN_FRAMES(second_frames, second);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(first_frames, first, first(2), 2) |
	       TWIN_RUN(second_frames, second, second(5), 15);
}
