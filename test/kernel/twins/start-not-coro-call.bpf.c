// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/start-not-coro-call.c, the fix:
 * bpf_coro_start() gets a direct call of a coroutine; the plain
 * function computes its argument.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int plain(int n) { return n; }

__bpf_coro static int counted(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

TWIN_FRAMES(frames, counted);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, counted, counted(plain(3)), 1 + 2 + 3);
}
