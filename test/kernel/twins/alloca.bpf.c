// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/alloca.c, the fix:
 * a fixed-size array instead of __builtin_alloca(n); n is clamped to it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int grab(int n)
{
	char buf[16] = {};
	int sum = 0;

	if (n > (int)sizeof(buf))
		n = sizeof(buf);
	for (int i = 0; i < n; i++)
		buf[i] = i;
	bpf_coro_yield(n);	/* buf is kept in the frame meanwhile */
	for (int i = 0; i < (int)sizeof(buf); i++)
		sum += buf[i];
	return sum;
}

TWIN_FRAMES(frames, grab);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, grab, grab(5), 0 + 1 + 2 + 3 + 4);
}
