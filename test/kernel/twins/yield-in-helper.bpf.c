// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/yield-in-helper.c, the fix:
 * the helper computes, the coroutine yields what it returns.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static inline int step(int i)
{
	return i * i;
}

__bpf_coro static int count(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(step(i));
	return s;
}

TWIN_FRAMES(frames, count);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, count, count(3), 1 + 2 + 3);
}
