/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * mapscan.h - what the mapscan BPF objects (mapscan.bpf.c, the coroutine;
 * mapscan_handsplit.bpf.c, the same scan written by hand) share with user
 * space (mapscan.c, mapscan_test.c): the sizes, the start program's context
 * and the result user space polls.
 */
#ifndef __MAPSCAN_H
#define __MAPSCAN_H

#include <linux/types.h>

/* Entries in map "values" (an ARRAY of __u64 filled by user space). */
#define MAPSCAN_N 131072

/*
 * Most entries one BPF invocation may visit: the scan suspends after each
 * batch and a bpf_timer resumes it. Change this one line to make the batches
 * smaller (or larger); both versions, the loader and the test follow.
 */
#define MAPSCAN_BATCH 4096

/*
 * Context of the "start" SEC("syscall") program (BPF_PROG_TEST_RUN's
 * ctx_in / ctx_out): user space fills in the request, the program the status.
 */
struct mapscan_args {
	__u64 threshold; /* in:  count and sum the values > threshold      */
	__u64 delay_ns;	 /* in:  pause between two batches (0: none)       */
	__s32 status;	 /* out: MAPSCAN_STARTED, MAPSCAN_FINISHED or < 0  */
	__u32 pad;
};

/*
 * Start statuses. The coroutine version passes bpf_coro_start()'s status
 * through; the hand-split version uses the same numbers:
 *   MAPSCAN_STARTED  (1, BPF_CORO_SUSPENDED): first batch done, the timer
 *                    runs the rest; poll mapscan_result.done.
 *   MAPSCAN_FINISHED (0, BPF_CORO_DONE): the whole map fit in one batch.
 *   MAPSCAN_REFUSED_SCANNING (-22, BPF_CORO_INVALID): a scan is running,
 *                    suspended between two batches. Nothing changed.
 *   MAPSCAN_REFUSED_BUSY (-16, BPF_CORO_BUSY): a scan is running and one of
 *                    its batches is executing on another CPU right now (the
 *                    hand-split version says this for any running scan).
 *                    Nothing changed. Right after done turns 1 the last batch
 *                    may still be returning for a moment: retry.
 *   MAPSCAN_NO_TIMER (-1): the timer could not be armed; the scan was dropped.
 */
#define MAPSCAN_STARTED 1
#define MAPSCAN_FINISHED 0
#define MAPSCAN_REFUSED_SCANNING (-22)
#define MAPSCAN_REFUSED_BUSY (-16)
#define MAPSCAN_NO_TIMER (-1)

/*
 * The value of map "results" (one entry, key 0): the scan's progress and
 * result, written only by the scan itself, batch by batch. User space polls
 * it until done is 1.
 */
struct mapscan_result {
	__u64 threshold; /* the scan's threshold                            */
	__u64 count;	 /* values > threshold seen so far                  */
	__u64 sum;	 /* their sum (mod 2^64)                            */
	__u64 visited;	 /* entries visited so far (a multiple of the batch
			    size until the end)                             */
	__u32 batches;	 /* BPF invocations that ran a batch                */
	__u32 max_batch; /* most entries visited by one invocation          */
	__u32 done;	 /* 1 once the scan has finished (written last)     */
	__s32 error;	 /* 0, or the status of a failed resume (done = 1)  */
	__u64 scans;	 /* scans finished since the object was loaded      */
};

#endif /* __MAPSCAN_H */
