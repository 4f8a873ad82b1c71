// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-ringbuf-record-live.c, the fix:
 * the record is submitted before bpf_coro_yield() and a new one
 * reserved after it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

static int emit_one(long v)
{
	long *rec = bpf_ringbuf_reserve(&rb, sizeof(*rec), 0);

	if (!rec)
		return 0;
	*rec = v;
	bpf_ringbuf_submit(rec, 0);
	return 1;
}

__bpf_coro static int emit(int n)
{
	int sent = emit_one(n);
	long in = bpf_coro_yield(n);

	sent += emit_one(in);
	return sent;
}

TWIN_FRAMES(frames, emit);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, emit, emit(3), 2);
}
