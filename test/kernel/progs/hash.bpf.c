// SPDX-License-Identifier: GPL-2.0
/*
 * hash.bpf.c - frames in a hash map keyed by a u32 id. START creates a
 * missing frame zero-filled from the BPF side (bpf_map_update_elem from an
 * all-zero array value); the loader creates others from user space.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"

char LICENSE[] SEC("license") = "GPL";

/* Yields its running total twice, adding what each resume brings. */
__bpf_coro static int tally(__u32 id)
{
	long t = id;

	t += bpf_coro_yield(t);
	t += bpf_coro_yield(t);
	return t;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(tally));
	__uint(max_entries, 16);
} tally_frames SEC(".maps");

/* One all-zero frame: the initial value of every new hash entry. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(tally));
	__uint(max_entries, 1);
} zero_frame SEC(".maps");

SEC("syscall")
int drive_tally(struct coro_args *args)
{
	__u32 id = args->key, zero = 0;
	long out = 0;
	void *frame, *init;
	int st;

	frame = bpf_map_lookup_elem(&tally_frames, &id);
	if (!frame && args->op == CORO_OP_START) {
		init = bpf_map_lookup_elem(&zero_frame, &zero);
		if (init)
			bpf_map_update_elem(&tally_frames, &id, init, BPF_NOEXIST);
		frame = bpf_map_lookup_elem(&tally_frames, &id);
	}
	if (!frame) {
		args->status = CORO_NO_FRAME;
		return 0;
	}

	switch (args->op) {
	case CORO_OP_START:
		st = bpf_coro_start(frame, tally(id), &out);
		break;
	case CORO_OP_RESUME:
		st = bpf_coro_resume(tally, frame, args->in, &out);
		break;
	case CORO_OP_DESTROY:
		st = bpf_coro_destroy(tally, frame);
		break;
	default:
		st = CORO_BAD_OP;
		break;
	}
	args->status = st;
	args->out = out;
	args->index = bpf_coro_index(frame);
	return 0;
}
