// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/zero-frame-not-coro.c, the fix:
 * bpf_coro_zero_frame() of the coroutine, here to create its frame in a
 * hash map (where no element exists before it is inserted), run it to its
 * end, delete the element and create it again.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	long s = n;

	s += bpf_coro_yield(1);
	s += bpf_coro_yield(2);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 4);
} frames SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	__u32 key = 0;

	for (int round = 0; round < 2; round++) {
		if (bpf_map_update_elem(&frames, &key, bpf_coro_zero_frame(sum),
					BPF_NOEXIST))
			return TWIN_CHECK(round, -1);
		TWIN_RUN(frames, sum, sum(10), 10 + 1 + 2);
		bpf_map_delete_elem(&frames, &key);
	}
	return 0;
}
