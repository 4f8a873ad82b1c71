// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-pointer-in-local.c, the fix: the locals
 * keep keys, and the values are looked up again after the suspension.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 2);
} vals SEC(".maps");

__bpf_coro static int pair(int n)
{
	__u32 keys[2] = { 0, 1 };
	long *p;

	bpf_coro_yield(n);
	p = bpf_map_lookup_elem(&vals, &keys[n & 1]);
	return p ? *p + 10 : -1;
}

TWIN_FRAMES(frames, pair);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, pair, pair(1), 10);
}
