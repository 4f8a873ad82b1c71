// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-map-too-small.c, the fix:
 * the frame map's value type is BPF_CORO_FRAME(steps), so its size
 * follows the frame.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int steps(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(steps));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, steps, steps(3), 3);
}
