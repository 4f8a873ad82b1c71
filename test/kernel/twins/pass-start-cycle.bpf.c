// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-start-cycle.c, the fix: neither
 * coroutine starts the other; the program drives both.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int ping(int n)
{
	bpf_coro_yield(n);
	return n;
}

__bpf_coro static int pong(int n)
{
	bpf_coro_yield(n);
	return n + 1;
}

TWIN_FRAMES(pings, ping);
TWIN_FRAMES(pongs, pong);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(pings, ping, ping(3), 3) |
	       TWIN_RUN(pongs, pong, pong(2), 3);
}
