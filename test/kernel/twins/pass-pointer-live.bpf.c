// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-pointer-live.c, the fix:
 * the key crosses the suspension and the map value is looked up again
 * after resuming.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct val { long x; };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct val);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static int keep_key(int key)
{
	__u32 k = key;
	struct val *v = bpf_map_lookup_elem(&vals, &k);

	if (!v)
		return 0;
	v->x = 40;
	bpf_coro_yield(0);
	v = bpf_map_lookup_elem(&vals, &k);
	return v ? v->x + 2 : 0;
}

TWIN_FRAMES(frames, keep_key);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, keep_key, keep_key(1), 42);
}
