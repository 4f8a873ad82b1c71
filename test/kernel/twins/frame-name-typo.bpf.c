// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/frame-name-typo.c, the fix:
 * each map names the coroutine it holds frames of, spelled as declared.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n) { return n + bpf_coro_yield(n); }
__bpf_coro static int count_to(int n) { return n + bpf_coro_yield(n); }

TWIN_FRAMES(co_frames, co);
TWIN_FRAMES(frames, count_to);

SEC("syscall")
int run(void *ctx)
{
	TWIN_RUN(co_frames, co, co(1), 1 + 1);
	return TWIN_RUN(frames, count_to, count_to(2), 2 + 1);
}
