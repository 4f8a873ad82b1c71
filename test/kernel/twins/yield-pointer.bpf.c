// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/yield-pointer.c, the fix:
 * yield the key (an integer) and let the caller look the value up.
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

__bpf_coro static int hand_out(int key)
{
	int seen[4] = {};

	seen[1] = 7;
	bpf_coro_yield(key);
	bpf_coro_yield(1);	/* the index into seen, not &seen[1] */
	return seen[1] + key;
}

TWIN_FRAMES(frames, hand_out);

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	struct val *v;
	__u32 k;

	if (!f)
		return TWIN_CHECK(0, 1);
	TWIN_CHECK(bpf_coro_start(f, hand_out(2), &out), BPF_CORO_SUSPENDED);
	k = out;
	v = bpf_map_lookup_elem(&vals, &k);	/* the caller looks it up */
	TWIN_CHECK(v != 0, 1);
	TWIN_CHECK(bpf_coro_resume(hand_out, f, 0, &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(out, 1);
	TWIN_CHECK(bpf_coro_resume(hand_out, f, 0, &out), BPF_CORO_DONE);
	return TWIN_CHECK(out, 7 + 2);
}
