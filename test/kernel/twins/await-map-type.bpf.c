// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-map-type.c, the fix: the frames' map
 * is a BPF_MAP_TYPE_ARRAY (TWIN_FRAMES), whose values may hold the timer.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

__bpf_coro static int nap(void)
{
	return bpf_coro_sleep(&frames, 1000000000) + 4;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, nap, nap(), 5);
}
