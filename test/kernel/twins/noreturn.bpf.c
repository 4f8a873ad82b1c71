// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/noreturn.c, the fix: the coroutine without
 * _Noreturn (its loop bounded here, so that the twin finishes).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int gen(int n)
{
	while (n < 10)
		n += bpf_coro_yield(n);
	return n;
}

TWIN_FRAMES(frames, gen);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, gen, gen(1), 1 + 1 + 2 + 3 + 4);
}
