// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/setjmp.c, the fix:
 * the early exits written as return and a flag instead of setjmp,
 * longjmp and another returns_twice function.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int jumpy(int n)
{
	int again = 1;

	while (again) {
		int in = bpf_coro_yield(n);

		again = in < 2;	/* what longjmp(env, 1) did: go round once more */
	}
	return 2;
}

TWIN_FRAMES(frames, jumpy);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, jumpy, jumpy(4), 2);
}
