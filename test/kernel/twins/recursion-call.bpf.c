// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/recursion-call.c, the fix:
 * the recursion written as a loop.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int walk(int depth)
{
	int steps = 0;

	for (int d = depth;; d--) {
		bpf_coro_yield(d);
		steps++;
		if (d <= 0)
			return steps;
	}
}

TWIN_FRAMES(frames, walk);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, walk, walk(3), 4);	/* yields 3, 2, 1, 0 */
}
