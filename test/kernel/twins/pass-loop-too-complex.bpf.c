// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-loop-too-complex.c, the fix: the loop
 * bounded by a constant with `<` (i < 8), which narrows the reloaded i on
 * every way around, where `!=` could not.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int step2(int x)
{
	long s = 0;

	for (int i = 0; i < 8; i += 2) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

TWIN_FRAMES(frames, step2);

SEC("syscall")
int run(void *ctx)
{
	/* x = 2 suspends at i = 2 only (resumed with 1); x = 0 at i = 0, then
	 * leaves by the goto; x = 6 at i = 6, the last iteration */
	return TWIN_RUN(frames, step2, step2(2), 1) |
	       TWIN_RUN(frames, step2, step2(0), 1) |
	       TWIN_RUN(frames, step2, step2(6), 1);
}
