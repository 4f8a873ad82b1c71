// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-computed-goto.c, the fix: a switch on
 * the index instead of a table of labels.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int jump(int n)
{
	switch (n & 1) {
	case 0:
		bpf_coro_yield(0);
		return 0;
	default:
		bpf_coro_yield(1);
		return 1;
	}
}

TWIN_FRAMES(frames, jump);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, jump, jump(1), 1);
}
