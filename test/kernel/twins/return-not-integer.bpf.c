// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/return-not-integer.c, the fix:
 * every coroutine returns an integer: an index instead of a pointer,
 * a struct result written to a map value, a fixed-point value instead of
 * a double, 64 bits instead of 128.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct pair { int a, b; };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct pair);
	__uint(max_entries, 1);
} pairs SEC(".maps");

/* Was: int *find(int *p). Returns where, not a pointer to it. */
__bpf_coro static int find(int want)
{
	int table[4] = { 7, 8, 9, 10 };

	for (int i = 0; i < 4; i++) {
		if (table[i] == want)
			return i;
		bpf_coro_yield(i);
	}
	return -1;
}

/* Was: struct pair both(int n). The pair goes to a map value. */
__bpf_coro static int both(int n)
{
	__u32 zero = 0;
	struct pair *p;
	int second = bpf_coro_yield(n);

	p = bpf_map_lookup_elem(&pairs, &zero);
	if (!p)
		return -1;
	p->a = n;
	p->b = second;
	return 0;
}

/* Was: double half(int n). In tenths. */
__bpf_coro static int half_x10(int n)
{
	bpf_coro_yield(n);
	return n * 5;
}

/* Was: __int128 wide(int n). */
__bpf_coro static long long wide(int n)
{
	return (long long)n << 40 | bpf_coro_yield(n);
}

TWIN_FRAMES(find_frames, find);
TWIN_FRAMES(both_frames, both);
TWIN_FRAMES(half_frames, half_x10);
TWIN_FRAMES(wide_frames, wide);

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	struct pair *p;
	int r;

	r = TWIN_RUN(find_frames, find, find(9), 2) |
	    TWIN_RUN(both_frames, both, both(6), 0) |
	    TWIN_RUN(half_frames, half_x10, half_x10(7), 35) |
	    TWIN_RUN(wide_frames, wide, wide(3), (3LL << 40) | 1);
	p = bpf_map_lookup_elem(&pairs, &zero);
	if (!p)
		return TWIN_CHECK(0, 1);
	return r | TWIN_CHECK(p->a, 6) | TWIN_CHECK(p->b, 1);
}
