// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/return-void-started.c, the fix:
 * the coroutine returns an int (its final result).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int tick(int n)
{
	bpf_coro_yield(n);
	return 0;
}

TWIN_FRAMES(frames, tick);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, tick, tick(1), 0);
}
