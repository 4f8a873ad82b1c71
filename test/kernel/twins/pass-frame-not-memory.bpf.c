// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-not-memory.c, the fix: the frame
 * is a value looked up in the map, not the map itself, a constant or a ring
 * buffer record; what goes to user space is copied into the record.
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
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} events SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	long *rec;
	void *f;
	int r = TWIN_RUN(frames, sum, sum(3), 1 + 2 + 3);

	f = bpf_map_lookup_elem(&frames, &zero);
	if (!f)
		return TWIN_CHECK(0, 1);
	r |= TWIN_CHECK(bpf_coro_start(f, sum(1), &out), BPF_CORO_SUSPENDED);
	rec = bpf_ringbuf_reserve(&events, sizeof(*rec), 0);
	if (rec) {
		*rec = out;
		bpf_ringbuf_submit(rec, 0);
	}
	r |= TWIN_CHECK(bpf_coro_resume(sum, f, 7, &out), BPF_CORO_DONE);
	r |= TWIN_CHECK(out, 7);
	return r;
}
