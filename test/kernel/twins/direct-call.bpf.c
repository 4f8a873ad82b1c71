// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/direct-call.c, the fix:
 * the coroutine is started through bpf_coro_start(), also from the
 * coroutine that nests it (its frame in a map of its own).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

TWIN_FRAMES(inner_frames, count_to);

/* Hands out what count_to hands out, then returns its result. */
__bpf_coro static int outer(int n)
{
	__u32 zero = 0;
	long v = 0;
	void *inner;
	int st;

	inner = bpf_map_lookup_elem(&inner_frames, &zero);
	if (!inner)
		return -1;
	st = bpf_coro_start(inner, count_to(n), &v);
	while (st == BPF_CORO_SUSPENDED) {
		bpf_coro_yield(v);
		/* a map value pointer does not survive the suspension */
		inner = bpf_map_lookup_elem(&inner_frames, &zero);
		if (!inner)
			return -1;
		st = bpf_coro_resume(count_to, inner, 0, &v);
	}
	return v;
}

TWIN_FRAMES(frames, outer);
TWIN_FRAMES(count_frames, count_to);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(count_frames, count_to, count_to(3), 3) |
	       TWIN_RUN(frames, outer, outer(2), 2);
}
