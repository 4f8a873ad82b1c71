// SPDX-License-Identifier: GPL-2.0
/*
 * counter.bpf.c - an endless generator for the concurrency stress test:
 * every resume yields the next integer, so a lost or doubled resume shows
 * as a missing or repeated value.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int counter(int first)
{
	long n = first;

	for (;;)
		bpf_coro_yield(n++);
}

CORO_FRAME_ARRAY(counter_frames, counter, 4);

CORO_DRIVER(drive_counter, counter_frames, counter, counter(args->arg[0]))

/*
 * A program that resumes what it starts, in the same run (examples/
 * portknock's shape): once start and resume are inlined, the frame stays
 * claimed from the start's claim to the resume's publish
 * (lib/BPFCoroKeepClaim). status and out are the resume's (or the start's,
 * if it did not suspend); arg[2] is what the start yielded, -1 when the
 * frame was suspended already.
 */
SEC("syscall")
int drive_counter_chain(struct coro_args *args)
{
	__u32 key = args->key;
	long out = 0, first = -1;
	void *frame;
	int st;

	frame = bpf_map_lookup_elem(&counter_frames, &key);
	if (!frame) {
		args->status = CORO_NO_FRAME;
		return 0;
	}
	if (!bpf_coro_suspended(frame)) {
		st = bpf_coro_start(frame, counter(args->arg[0]), &out);
		if (st != BPF_CORO_SUSPENDED)
			goto done;
		first = out;
	}
	st = bpf_coro_resume(counter, frame, args->in, &out);
done:
	args->status = st;
	args->out = out;
	args->arg[2] = first;
	return 0;
}
