// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-atomic-local.c, the fix: a plain local,
 * and a volatile read of the shared value.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

int shared = 5;

__bpf_coro static int tally(int n)
{
	int total = n;

	total += bpf_coro_yield(1);
	n = *(volatile int *)&shared;
	return total + n;
}

TWIN_FRAMES(frames, tally);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, tally, tally(1), 1 + 1 + 5);
}
