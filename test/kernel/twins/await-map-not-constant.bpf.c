// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-map-not-constant.c, the fix: the sleep
 * names the one map the frames are in, as `&map`. TWIN_RUN wakes the sleep
 * with its resume (1) long before the timer would.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(fast, nap);

__bpf_coro static int nap(int which)
{
	return bpf_coro_sleep(&fast, 1000000000) + which;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(fast, nap, nap(2), 1 + 2);
}
