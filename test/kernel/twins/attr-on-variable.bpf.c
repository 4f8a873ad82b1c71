// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/attr-on-variable.c, the fix:
 * the variable is a plain variable, the function is the coroutine, and
 * it is named only in the bpf_coro_*() macros (no function pointer).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int counter;

__bpf_coro static int tick(int n)
{
	int k;

	counter += n;
	k = bpf_coro_yield(counter);
	return counter + k;
}

TWIN_FRAMES(frames, tick);

SEC("syscall")
int run(void *ctx)
{
	counter = 0;
	return TWIN_RUN(frames, tick, tick(2), 2 + 1);
}
