// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-loop-unbounded.c, the fix: a constant
 * cap on the loop, so the iterations between two suspensions are bounded
 * for the verifier too.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int scan(int n)
{
	long s = 0;

	for (int i = 0; i < n && i < 256; i++) {
		s += i;
		if ((i & 15) == 0)
			s += bpf_coro_yield(s);
	}
	return s;
}

TWIN_FRAMES(frames, scan);

SEC("syscall")
int run(void *ctx)
{
	/* 0 + ... + 39, and the resume values 1, 2, 3 at i = 0, 16, 32 */
	return TWIN_RUN(frames, scan, scan(40), 780 + 1 + 2 + 3);
}
