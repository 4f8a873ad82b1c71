// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/never-started.c, the fix:
 * start the coroutine, so it is emitted and its frame type laid out.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int idle(int n)
{
	return bpf_coro_yield(n);
}

TWIN_FRAMES(frames, idle);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, idle, idle(5), 1);
}
