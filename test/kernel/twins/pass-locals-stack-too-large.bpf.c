// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-locals-stack-too-large.c, the fix:
 * the larger buffer lives in a map value, looked up again after the
 * suspension; the smaller stays a local (frame and stack both fit).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct scratch {
	char first[304];
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct scratch);
	__uint(max_entries, 1);
} scratches SEC(".maps");

__bpf_coro static int two(int seed)
{
	__u32 key = 0;
	struct scratch *s = bpf_map_lookup_elem(&scratches, &key);
	char second[296];
	long r;

	if (!s)
		return -1;
	__builtin_memset(s->first, seed, sizeof(s->first));
	bpf_coro_yield(0);
	s = bpf_map_lookup_elem(&scratches, &key);
	if (!s)
		return -1;
	r = s->first[0] + s->first[303];
	bpf_probe_read_kernel(second, sizeof(second), s->first);
	bpf_coro_yield(r);
	return second[0] + second[295];
}

TWIN_FRAMES(frames, two);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, two, two(7), 7 + 7);
}
