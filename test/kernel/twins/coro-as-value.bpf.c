// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/coro-as-value.c, the fix:
 * the coroutine is named only in bpf_coro_start/resume, not stored in a
 * variable or passed around.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int tick(int n)
{
	return n + 10 * bpf_coro_yield(n);
}

TWIN_FRAMES(frames, tick);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, tick, tick(2), 2 + 10 * 1);
}
