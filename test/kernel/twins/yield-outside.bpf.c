// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/yield-outside.c, the fix:
 * the yield moved into a coroutine that the program starts; the
 * file-scope value is a constant.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long early = 2;

__bpf_coro static int first(void)
{
	return bpf_coro_yield(1) + early;
}

TWIN_FRAMES(frames, first);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, first, first(), 1 + 2);
}
