// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/recursion-start-resume.c, the fix:
 * the nested work is a separate coroutine, started, resumed and
 * destroyed on a frame of its own.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int subtree(int depth)
{
	for (int d = depth; d > 0; d--)
		bpf_coro_yield(d);
	return depth;
}

TWIN_FRAMES(child_frames, subtree);

__bpf_coro static int tree(int depth)
{
	__u32 zero = 0;
	long v = 0;
	void *child;
	int st;

	child = bpf_map_lookup_elem(&child_frames, &zero);
	if (!child)
		return -1;
	st = bpf_coro_start(child, subtree(depth - 1), &v);
	bpf_coro_yield(depth);
	child = bpf_map_lookup_elem(&child_frames, &zero);
	if (!child)
		return -1;
	if (st == BPF_CORO_SUSPENDED)
		st = bpf_coro_resume(subtree, child, 0, &v);
	bpf_coro_destroy(subtree, child);
	return st;
}

TWIN_FRAMES(frames, tree);

SEC("syscall")
int run(void *ctx)
{
	/* subtree(2) yields 2, is resumed once more (yields 1): SUSPENDED */
	return TWIN_RUN(frames, tree, tree(3), BPF_CORO_SUSPENDED);
}
