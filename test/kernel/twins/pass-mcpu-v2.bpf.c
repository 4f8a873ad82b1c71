// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-mcpu-v2.c, the fix: the same coroutine
 * built with -mcpu=v3 (as every twin is).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int count(int n)
{
	for (int i = 0; i < n && i < 8; i++)
		bpf_coro_yield(i);
	return n;
}

TWIN_FRAMES(frames, count);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, count, count(3), 3);
}
