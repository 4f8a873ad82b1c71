// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/marker-as-value.c, the fix:
 * the markers are used only through bpf_coro_yield() and
 * bpf_coro_resume().
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int echo(int n)
{
	long in = bpf_coro_yield(n);

	return in + bpf_coro_yield(in);
}

TWIN_FRAMES(frames, echo);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, echo, echo(1), 1 + 2);
}
