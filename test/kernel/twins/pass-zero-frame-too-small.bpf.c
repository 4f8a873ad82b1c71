// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-zero-frame-too-small.c, the fix: the
 * zero frame of the coroutine whose frames the map holds.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int product(int n)
{
	long a = bpf_coro_yield(1);
	long b = bpf_coro_yield(2);
	long c = bpf_coro_yield(3);

	return a * b * c + n;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(product));
	__uint(max_entries, 4);
} frames SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	__u32 key = 0;

	if (bpf_map_update_elem(&frames, &key, bpf_coro_zero_frame(product),
				BPF_NOEXIST))
		return TWIN_CHECK(0, -1);
	return TWIN_RUN(frames, product, product(3), 1 * 2 * 3 + 3);
}
