// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-target-kernel-defer.c, the fix for a
 * kernel before 6.10 as the error says: no bpf_wq; the coroutine waits on
 * a timer instead (bpf_coro_sleep), and the run wakes it early.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, later);

__bpf_coro static int later(int n)
{
	return bpf_coro_sleep(&frames, 1000000000) + n + 1;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, later, later(2), 4);
}
