// SPDX-License-Identifier: GPL-2.0
/*
 * mapscan_sleep.bpf.c - the scan of mapscan.bpf.c with no driver at all:
 * after each batch the coroutine sleeps, and the kernel resumes it.
 *
 * scan() is the same loop as in mapscan.bpf.c, but where that one yields
 * and leaves it to a hand-written timer callback to resume it, this one
 * calls bpf_coro_sleep(&frames, delay_ns): the compiler puts a bpf_timer
 * in scan()'s frame, arms it at the sleep and generates its callback,
 * which runs the next batch (docs/usage.md section 8). Nothing else in this
 * file resumes anything.
 *
 * Who runs what:
 *   user space --BPF_PROG_TEST_RUN--> start (SEC("syscall")): starts scan()
 *              on the frame; it runs the first batch and sleeps;
 *   the frame's timer --> scan__coro_timer_cont (generated): one batch, and
 *              the next sleep, until the scan returns;
 *   user space --BPF_PROG_TEST_RUN--> stop (SEC("syscall")): destroys the
 *              frame, which cancels a pending sleep: the scan stops where
 *              it is and the frame starts again;
 *   user space polls map "results" until done == 1.
 *
 * A second start while a scan runs is refused as in mapscan.bpf.c
 * (BPF_CORO_INVALID between batches, BPF_CORO_BUSY during one).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "mapscan.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, MAPSCAN_N);
} values SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct mapscan_result);
	__uint(max_entries, 1);
} results SEC(".maps");

/* One batch is a bpf_loop() over visit(), as in mapscan.bpf.c. */
struct batch {
	__u64 threshold;
	__u64 count, sum;
	__u32 i;
	__u32 visited;
};

static long visit(__u64 k, struct batch *b)
{
	__u32 i = b->i;
	__u64 *v;

	if (i >= MAPSCAN_N)
		return 1;
	v = bpf_map_lookup_elem(&values, &i);
	if (!v)
		return 1;
	if (*v > b->threshold) {
		b->count++;
		b->sum += *v;
	}
	b->i = i + 1;
	b->visited++;
	return 0;
}

/* scan()'s frame, with the timer the compiler adds for the sleep. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(scan));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int scan(__u32 key, __u64 threshold, __u64 delay_ns)
{
	struct mapscan_result *res;
	__u64 count = 0, sum = 0;
	__u32 i = 0;

	res = bpf_map_lookup_elem(&results, &key);
	if (!res)
		return -1;
	res->threshold = threshold;
	res->count = res->sum = res->visited = 0;
	res->batches = res->max_batch = res->done = res->error = 0;

	while (i < MAPSCAN_N) {
		{
			struct batch b = { .threshold = threshold, .i = i };

			bpf_loop(MAPSCAN_BATCH, visit, &b, 0);
			i = b.i;
			count += b.count;
			sum += b.sum;

			res = bpf_map_lookup_elem(&results, &key);
			if (!res)
				return -1;
			res->count = count;
			res->sum = sum;
			res->visited += b.visited;
			res->batches++;
			if (b.visited > res->max_batch)
				res->max_batch = b.visited;
		}
		if (i < MAPSCAN_N)
			bpf_coro_sleep(&frames, delay_ns); /* the kernel resumes */
	}

	res = bpf_map_lookup_elem(&results, &key);
	if (!res)
		return -1;
	res->scans++;
	res->done = 1;
	return count;
}

/* Start a scan; args->status as in mapscan.h. */
SEC("syscall")
int start(struct mapscan_args *args)
{
	__u32 key = 0;
	void *frame;
	long out;
	int st;

	frame = bpf_map_lookup_elem(&frames, &key);
	if (!frame)
		return 1;
	st = bpf_coro_start(frame, scan(key, args->threshold, args->delay_ns),
			    &out);
	if (st == BPF_CORO_NOT_ARMED) {
		/* Nothing would ever resume it: drop the scan. */
		bpf_coro_destroy(scan, frame);
		st = MAPSCAN_NO_TIMER;
	}
	args->status = st;
	return 0;
}

/* Stop the scan wherever it is: args->status is bpf_coro_destroy()'s. */
SEC("syscall")
int stop(struct mapscan_args *args)
{
	__u32 key = 0;
	void *frame;

	frame = bpf_map_lookup_elem(&frames, &key);
	if (!frame)
		return 1;
	args->status = bpf_coro_destroy(scan, frame);
	return 0;
}
