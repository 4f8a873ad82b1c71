// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-loop-repeats-reloaded.c, the fix: a
 * counter bounds the loop, so going around changes a value its exit tests.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long scan(int n)
{
	int a[4] = { 1, 2, 3, n };
	long s = bpf_coro_yield(0);

	for (int k = 0; k < 2; k++) {
		s += bpf_coro_yield(k);
		for (int j = 0; j < 64 && n; j++)
			if (a[s & 3])
				break;
	}
	return s + a[1];
}

TWIN_FRAMES(frames, scan);

SEC("syscall")
int run(void *ctx)
{
	/* resumed with 1, 2, 3: s = 1 + 2 + 3 */
	return TWIN_RUN(frames, scan, scan(5), 6 + 2);
}
