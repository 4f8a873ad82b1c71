// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-overloaded.c, the fix: the second
 * coroutine under a name of its own (and its own frames).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__attribute__((overloadable)) __bpf_coro static long co(long a)
{
	return a + bpf_coro_yield(a);
}

__bpf_coro static long co2(int a, int b)
{
	return a + b + bpf_coro_yield(a);
}

TWIN_FRAMES(frames, co);
TWIN_FRAMES(frames2, co2);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, co, co(1L), 1 + 1) |
	       TWIN_RUN(frames2, co2, co2(1, 2), 1 + 2 + 1);
}
