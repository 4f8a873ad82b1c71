// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/destroy-not-coro.c, the fix:
 * bpf_coro_destroy() names the coroutine whose frame it abandons; the
 * plain function is called as usual.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int plain(int n) { return n; }

__bpf_coro static int steps(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

TWIN_FRAMES(frames, steps);

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return TWIN_CHECK(0, 1);
	/* Start, abandon half way, and the frame is ready to start again. */
	TWIN_CHECK(bpf_coro_start(f, steps(plain(3)), &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(bpf_coro_destroy(steps, f), 0);
	TWIN_CHECK(bpf_coro_not_started(f), 1);
	return TWIN_RUN(frames, steps, steps(plain(3)), 3);
}
