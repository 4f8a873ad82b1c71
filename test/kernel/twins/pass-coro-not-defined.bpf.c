// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-coro-not-defined.c, the fix:
 * the coroutine is defined in the same file (after the program that starts
 * it: a declaration is enough before its first use).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int later(int n);

TWIN_FRAMES(frames, later);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, later, later(1), 1 + 1);
}

static int later(int n)
{
	return n + bpf_coro_yield(n);
}
