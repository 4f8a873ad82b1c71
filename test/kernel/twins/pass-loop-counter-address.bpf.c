// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-loop-counter-address.c, the fix: the
 * map key is a copy of the counter, so the counter stays a value whose
 * bounds the verifier follows.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u32);
	__uint(max_entries, 64);
} data SEC(".maps");

__bpf_coro static long batch(int n)
{
	long s = 0;

	for (__u32 i = 0; i < n && i < 64; i++) {
		__u32 key = i;
		__u32 *v = bpf_map_lookup_elem(&data, &key);

		if (!v)
			return -1;
		s += *v + i;
		if ((i & 7) == 7)
			s += bpf_coro_yield(s);
	}
	return s;
}

TWIN_FRAMES(frames, batch);

SEC("syscall")
int run(void *ctx)
{
	/* 0 + ... + 19 (the map holds zeros), and the resume values 1 and 2
	 * at i = 7 and 15 */
	return TWIN_RUN(frames, batch, batch(20), 190 + 1 + 2);
}
