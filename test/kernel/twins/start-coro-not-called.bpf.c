// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/start-coro-not-called.c, the fix:
 * bpf_coro_start() gets the call one(1), bpf_coro_resume() the name one.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int one(int n) { return n + bpf_coro_yield(n); }

TWIN_FRAMES(frames, one);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, one, one(1), 1 + 1);
}
