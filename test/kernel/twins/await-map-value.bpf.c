// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-map-value.c, the fix: each await names
 * the map its coroutine's frames are in (declared with
 * __type(value, BPF_CORO_FRAME(fn))), not a map of other values.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 1);
} counters SEC(".maps");

__bpf_coro static int nap(void)
{
	__u32 zero = 0;
	long *c = bpf_map_lookup_elem(&counters, &zero);

	if (c)
		__sync_fetch_and_add(c, 1);
	return bpf_coro_sleep(&frames, 1000000000) + 4;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, nap, nap(), 5);
}
