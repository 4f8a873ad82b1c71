// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-throw.c, the fix: the coroutine returns
 * an error value instead of throwing.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int check(int x)
{
	long v = bpf_coro_yield(1);
	if (v > x)
		return -1;
	return 0;
}

TWIN_FRAMES(frames, check);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, check, check(0), -1);
}
