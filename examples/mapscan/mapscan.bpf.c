// SPDX-License-Identifier: GPL-2.0
/*
 * mapscan.bpf.c - a long map scan in bounded batches, written as ONE
 * coroutine.
 *
 * scan() walks all MAPSCAN_N entries of map "values", counting and summing
 * the ones above a threshold. After every MAPSCAN_BATCH entries it suspends
 * with bpf_coro_yield(); a bpf_timer callback resumes it for the next batch
 * and re-arms itself until the scan returns. No invocation runs more than
 * one batch, so no single run hogs the CPU however large the map.
 *
 * Who runs what:
 *   user space --BPF_PROG_TEST_RUN--> start (SEC("syscall")): starts scan()
 *              on the frame (it runs the first batch) and arms the timer;
 *   timer      --> resume_scan(): resumes scan() for one batch, and re-arms
 *              with bpf_timer_start(timer, delay, 0) while it is suspended;
 *   user space polls map "results" until done == 1.
 *
 * A second start while a scan runs is refused: bpf_coro_start() starts only
 * a frame that is not started or finished, so it returns BPF_CORO_INVALID
 * (suspended between batches) or BPF_CORO_BUSY (a batch is running on
 * another CPU) and changes nothing. A finished frame starts again.
 *
 * Build (the CMake function bpfcoro_add_bpf_object does this):
 *	clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=BPFCoroClang.so \
 *	    -fpass-plugin=BPFCoroPasses.so -I<bpfcoro>/runtime -c mapscan.bpf.c
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "mapscan.h"

char LICENSE[] SEC("license") = "GPL";

#define CLOCK_MONOTONIC 1
#define EBUSY 16

/* The data: MAPSCAN_N values, filled by user space. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, MAPSCAN_N);
} values SEC(".maps");

/* Progress and result, polled by user space (key 0). */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct mapscan_result);
	__uint(max_entries, 1);
} results SEC(".maps");

/*
 * One batch is a bpf_loop() over visit(): the verifier checks the callback
 * once, whatever MAPSCAN_BATCH is. (A plain for loop of 4096 map lookups is
 * unrolled by the verifier and fails with "The sequence of 8193 jumps is too
 * complex".) struct batch carries the cursor in and the sums out.
 */
struct batch {
	__u64 threshold;	/* in                               */
	__u64 count, sum;	/* out: this batch's matches        */
	__u32 i;		/* in/out: next index to visit      */
	__u32 visited;		/* out: entries visited             */
};

static long visit(__u64 k, struct batch *b)
{
	__u32 i = b->i;
	__u64 *v;

	if (i >= MAPSCAN_N)
		return 1;		/* end of the map: stop the loop */
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
 * The scan. Its locals (i, count, sum, the parameters) live in the frame
 * while it is suspended. Map value pointers may not (the compiler refuses
 * that), so it looks "results" up again after every resume.
 *
 * b is scoped to one batch: its scope ends before the yield, so it is not
 * saved in the frame. (A local whose address is taken -- here by bpf_loop()
 * -- is copied into the frame at a yield its scope spans.)
 *
 * Everything in "results" is written here, by the scan, while it owns its
 * frame; done is written last.
 */
__bpf_coro static int scan(__u32 key, __u64 threshold)
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
		{	/* one batch: at most MAPSCAN_BATCH entries */
			struct batch b = { .threshold = threshold, .i = i };

			bpf_loop(MAPSCAN_BATCH, visit, &b, 0);
			i = b.i;
			count += b.count;
			sum += b.sum;

			res = bpf_map_lookup_elem(&results, &key);
			if (!res)
				return -1;
			res->count = count;	/* progress */
			res->sum = sum;
			res->visited += b.visited;
			/* one batch per invocation, and its size */
			res->batches++;
			if (b.visited > res->max_batch)
				res->max_batch = b.visited;
		}
		if (i < MAPSCAN_N)
			bpf_coro_yield(i);	/* suspend; the timer resumes */
	}

	res = bpf_map_lookup_elem(&results, &key);
	if (!res)
		return -1;
	res->scans++;
	res->done = 1;		/* last: user space may start the next scan */
	return count;
}

/* scan()'s frame, one per scan slot (key 0 here), as for "timers". */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(scan));
	__uint(max_entries, 1);
} frames SEC(".maps");

/* The timer that resumes the scan, same key as its frame. */
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

/* Timer callback: run the next batch; re-arm while the scan is suspended. */
static int resume_scan(void *map, __u32 *key, struct scan_timer *tm)
{
	__u32 k = *key;
	struct mapscan_result *res;
	void *frame;
	long out;
	int st;

	frame = bpf_map_lookup_elem(&frames, &k);
	if (!frame)
		return 0;
	st = bpf_coro_resume(scan, frame, 0, &out);
	if (st == BPF_CORO_SUSPENDED) {
		bpf_timer_start(&tm->t, tm->delay_ns, 0);
	} else if (st < 0) {
		/* CORRUPT / INVALID: the frame was changed behind our back
		 * (user space can write map values). Report and stop. */
		res = bpf_map_lookup_elem(&results, &k);
		if (res) {
			res->error = st;
			res->done = 1;
		}
	}
	return 0;
}

/*
 * Start a scan: run its first batch here, then hand it to the timer.
 * args->status: see mapscan.h (1 started, 0 finished, < 0 refused).
 */
SEC("syscall")
int start(struct mapscan_args *args)
{
	struct scan_timer *tm;
	__u32 key = 0;
	void *frame;
	long out;
	int st, err;

	frame = bpf_map_lookup_elem(&frames, &key);
	tm = bpf_map_lookup_elem(&timers, &key);
	if (!frame || !tm)
		return 1;
	st = bpf_coro_start(frame, scan(key, args->threshold), &out);
	args->status = st;
	if (st != BPF_CORO_SUSPENDED)
		return 0;	/* refused (a scan runs), or done in one batch */

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
	/* Nothing would ever resume it: drop the scan, free the frame. */
	bpf_coro_destroy(scan, frame);
	args->status = MAPSCAN_NO_TIMER;
	return 0;
}
