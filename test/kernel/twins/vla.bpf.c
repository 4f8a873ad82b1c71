// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/vla.c, the fix:
 * an array of constant size; n is clamped to it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int fill(int n)
{
	char buf[32];

	if (n < 1 || n > (int)sizeof(buf))
		return -1;
	buf[0] = n;
	bpf_coro_yield(buf[0]);
	return buf[0];
}

TWIN_FRAMES(frames, fill);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, fill, fill(9), 9);
}
