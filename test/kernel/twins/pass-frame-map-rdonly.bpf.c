// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-map-rdonly.c, the fix: the frame
 * maps' map_flags leave programs free to read and write the values
 * (BPF_F_RDONLY_PROG and BPF_F_WRONLY_PROG dropped, BPF_F_NO_PREALLOC kept).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

TWIN_FRAMES(frames, sum);

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 16);
	__uint(map_flags, BPF_F_NO_PREALLOC);
} hidden SEC(".maps");

/* More zeros than any frame of sum needs: a not-started frame to insert. */
static char zeros[512];

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f;
	int r = TWIN_RUN(frames, sum, sum(3), 1 + 2 + 3);

	/* A fresh hash value from zeros is a not-started frame. */
	bpf_map_update_elem(&hidden, &zero, zeros, BPF_ANY);
	f = bpf_map_lookup_elem(&hidden, &zero);
	if (!f)
		return TWIN_CHECK(0, 1);
	r |= TWIN_CHECK(bpf_coro_start(f, sum(2), &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(bpf_coro_resume(sum, f, 4, &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(bpf_coro_resume(sum, f, 5, &out), BPF_CORO_DONE);
	r |= TWIN_CHECK(out, 9);
	return r;
}
