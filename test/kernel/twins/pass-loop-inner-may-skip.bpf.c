// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-loop-inner-may-skip.c, the fix: a guard
 * before the loops tells the verifier the inner loop runs at least once, so
 * every way around the outer loop suspends.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int grid(int rows, int cols)
{
	long s = 0;

	if (cols <= 0)
		return 0;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

TWIN_FRAMES(frames, grid);

SEC("syscall")
int run(void *ctx)
{
	/* six suspensions, resumed with 1 ... 6 */
	return TWIN_RUN(frames, grid, grid(2, 3), 1 + 2 + 3 + 4 + 5 + 6) |
	       TWIN_RUN(frames, grid, grid(2, 0), 0);
}
