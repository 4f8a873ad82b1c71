// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-too-large.c, the fix:
 * the large buffers live in a map value, looked up again after the
 * suspension; only the key crosses it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct scratch {
	char buf[400];
	long small[16];
};

/* One scratch area per coroutine frame: same key as the frame. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct scratch);
	__uint(max_entries, 1);
} scratches SEC(".maps");

__bpf_coro static int big(int seed)
{
	__u32 key = 0;
	struct scratch *s = bpf_map_lookup_elem(&scratches, &key);

	if (!s)
		return -1;
	__builtin_memset(s->buf, seed, sizeof(s->buf));
	for (int i = 0; i < 16; i++)
		s->small[i] = i;
	bpf_coro_yield(0);
	s = bpf_map_lookup_elem(&scratches, &key);
	if (!s)
		return -1;
	return s->buf[0] + s->small[1];
}

TWIN_FRAMES(frames, big);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, big, big(7), 7 + 1);
}
