// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/builtin-setjmp.c, the fix:
 * the jump back written as a flag and a goto.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int jumpy(int n)
{
	int jumped = 0;

again:
	if (jumped)
		return 1;
	bpf_coro_yield(n);
	jumped = 1;
	goto again;
}

TWIN_FRAMES(frames, jumpy);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, jumpy, jumpy(3), 1);
}
