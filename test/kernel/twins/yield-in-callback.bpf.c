// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/yield-in-callback.c, the fix:
 * the bpf_loop() callback only computes; the coroutine yields between
 * bpf_loop() calls.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long visit(__u32 i, void *sum)
{
	*(long *)sum += i;
	return 0;
}

__bpf_coro static int walk(int n)
{
	long sum = 0;	/* on the stack, kept in the frame */

	for (int round = 0; round < 3; round++) {
		long in;

		bpf_loop(n, visit, &sum, 0);
		in = bpf_coro_yield(sum);
		sum += in;
	}
	return sum;
}

TWIN_FRAMES(frames, walk);

SEC("syscall")
int run(void *ctx)
{
	/* each round adds 0 + 1 + 2, then the resume value 1, 2, 3 */
	return TWIN_RUN(frames, walk, walk(3), 3 * 3 + 1 + 2 + 3);
}
