// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/variadic.c, the fix:
 * a fixed parameter list.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n, int a, int b)
{
	return bpf_coro_yield(n) + a + b;
}

TWIN_FRAMES(frames, sum);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, sum, sum(2, 10, 20), 1 + 10 + 20);
}
