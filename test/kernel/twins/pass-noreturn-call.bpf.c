// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-noreturn-call.c, the fix: return an
 * error value instead of trapping or calling a function that never returns.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int check(int n)
{
	if (n > 100)
		return -1;
	return n;
}

__bpf_coro static int trap(int n)
{
	bpf_coro_yield(n);
	if (n > 5)
		return -1;
	return n;
}

__bpf_coro static int dies(int n)
{
	bpf_coro_yield(n);
	return check(n);
}

TWIN_FRAMES(trap_frames, trap);
TWIN_FRAMES(dies_frames, dies);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(trap_frames, trap, trap(7), -1) |
	       TWIN_RUN(dies_frames, dies, dies(200), -1);
}
