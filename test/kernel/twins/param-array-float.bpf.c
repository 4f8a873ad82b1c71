// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/param-array-float.c, the fix:
 * the array passed as an explicit pointer (read before the first
 * suspension), the scale as an integer.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int scan(const int *keys, int scale)
{
	int first = keys[0];	/* the pointer is not used after a yield */
	int k = bpf_coro_yield(first);

	return first * scale + k;
}

TWIN_FRAMES(frames, scan);

SEC("syscall")
int run(void *ctx)
{
	int keys[4] = { 40, 41, 42, 43 };

	return TWIN_RUN(frames, scan, scan(keys, 3), 40 * 3 + 1);
}
