// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-frame-elsewhere.c, the fix: the
 * coroutine starts and resumes only on values of the map its sleep names.
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
