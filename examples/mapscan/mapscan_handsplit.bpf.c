// SPDX-License-Identifier: GPL-2.0
/*
 * mapscan_handsplit.bpf.c - the same batched map scan as mapscan.bpf.c,
 * written the way it is done without coroutines: the scan's state (cursor
 * and partial sums) is an explicit struct in a map value, and each timer
 * callback runs one batch from it.
 *
 * Same maps ("values", "results", "timers"), same program ("start"), same
 * statuses and results as the coroutine version, so one test drives both.
 * What differs: map "states" holds struct scan_state instead of the frame;
 * a flag claimed with compare-and-swap refuses a second scan (always with
 * MAPSCAN_REFUSED_BUSY: it cannot tell "between batches" from "in a batch");
 * and the loop "for each batch: scan it, then wait for the timer" is spread
 * over start() (claim, reset, first batch), resume_scan() (each further
 * batch) and scan_batch() (one batch, the cursor saved back by hand).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "mapscan.h"

char LICENSE[] SEC("license") = "GPL";

#define CLOCK_MONOTONIC 1
#define EBUSY 16

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

/* The scan's state between batches: what the coroutine keeps in its frame. */
struct scan_state {
	__u64 threshold;
	__u64 count, sum;	/* partial sums */
	__u32 next;		/* cursor: next index to visit */
	__u32 active;		/* 1 while a scan runs (claimed with cmpxchg) */
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct scan_state);
	__uint(max_entries, 1);
} states SEC(".maps");

struct scan_timer {
	struct bpf_timer t;
	__u64 delay_ns;		/* pause between two batches */
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct scan_timer);
	__uint(max_entries, 1);
} timers SEC(".maps");

/* One batch is a bpf_loop() over visit(), as in the coroutine version. */
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

/*
 * Runs the batch at st->next, saves the cursor and partial sums back into
 * st and publishes the progress. Returns 1 once the whole map is scanned
 * (then "results" is final and st released), 0 if batches remain, -1 on
 * error. Called with the scan claimed (st->active == 1).
 */
static int scan_batch(__u32 key, struct scan_state *st)
{
	struct batch b = { .threshold = st->threshold, .i = st->next };
	struct mapscan_result *res;

	bpf_loop(MAPSCAN_BATCH, visit, &b, 0);
	st->next = b.i;
	st->count += b.count;
	st->sum += b.sum;

	res = bpf_map_lookup_elem(&results, &key);
	if (!res)
		return -1;
	res->count = st->count;		/* progress */
	res->sum = st->sum;
	res->visited += b.visited;
	/* one batch per invocation, and its size */
	res->batches++;
	if (b.visited > res->max_batch)
		res->max_batch = b.visited;
	if (st->next < MAPSCAN_N)
		return 0;

	res->scans++;
	res->done = 1;
	/*
	 * Release the claim last: from here a new start may reset "results".
	 * An atomic exchange: -mcpu=v3 has no store-release
	 * (__sync_lock_release() crashes clang's BPF backend).
	 */
	__sync_lock_test_and_set(&st->active, 0);
	return 1;
}

/* Timer callback: run the next batch; re-arm until the scan is done. */
static int resume_scan(void *map, __u32 *key, struct scan_timer *tm)
{
	__u32 k = *key;
	struct scan_state *st = bpf_map_lookup_elem(&states, &k);

	int r;

	if (!st || !st->active)
		return 0;
	r = scan_batch(k, st);
	if (r == 0)
		bpf_timer_start(&tm->t, tm->delay_ns, 0);
	else if (r < 0)
		__sync_lock_test_and_set(&st->active, 0);	/* give up */
	return 0;
}

/* Start a scan: claim it, run the first batch, hand the rest to the timer. */
SEC("syscall")
int start(struct mapscan_args *args)
{
	struct mapscan_result *res;
	struct scan_state *st;
	struct scan_timer *tm;
	__u32 key = 0;
	int r, err;

	st = bpf_map_lookup_elem(&states, &key);
	tm = bpf_map_lookup_elem(&timers, &key);
	res = bpf_map_lookup_elem(&results, &key);
	if (!st || !tm || !res)
		return 1;
	/* A running scan holds the claim until its last batch. */
	if (__sync_val_compare_and_swap(&st->active, 0, 1) != 0) {
		args->status = MAPSCAN_REFUSED_BUSY;
		return 0;
	}
	st->threshold = args->threshold;
	st->next = 0;
	st->count = st->sum = 0;
	res->threshold = args->threshold;
	res->count = res->sum = res->visited = 0;
	res->batches = res->max_batch = res->done = res->error = 0;

	r = scan_batch(key, st);
	if (r < 0) {
		__sync_lock_test_and_set(&st->active, 0);
		return 1;
	}
	args->status = r ? MAPSCAN_FINISHED : MAPSCAN_STARTED;
	if (r)
		return 0;	/* the whole map fit in one batch */

	tm->delay_ns = args->delay_ns;
	err = bpf_timer_init(&tm->t, &timers, CLOCK_MONOTONIC);
	if (err && err != -EBUSY)	/* -EBUSY: set up by an earlier scan */
		goto no_timer;
	err = bpf_timer_set_callback(&tm->t, resume_scan);
	if (!err)
		err = bpf_timer_start(&tm->t, tm->delay_ns, 0);
	if (!err)
		return 0;
no_timer:
	__sync_lock_test_and_set(&st->active, 0);	/* drop the scan */
	args->status = MAPSCAN_NO_TIMER;
	return 0;
}
