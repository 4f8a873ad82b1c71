// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-coro-in-section.c, the fix: SEC() on
 * the program that starts the coroutine, not on the coroutine.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	bpf_coro_yield(n);
	return n;
}

TWIN_FRAMES(frames, sum);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, sum, sum(4), 4);
}
