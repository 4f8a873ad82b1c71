// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-two-maps.c, the fix: both sleeps name
 * the map the frames are in. TWIN_RUN wakes them with its resumes (1, 2).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

__bpf_coro static int nap(void)
{
	long a = bpf_coro_sleep(&frames, 1000000000);
	long b = bpf_coro_sleep(&frames, 1000000000);

	return a * 10 + b;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, nap, nap(), 12);
}
