// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * mapscan.c - the loader of the mapscan example. Loads mapscan.bpf.o (or,
 * with --sleep, mapscan_sleep.bpf.o, the coroutine that sleeps between
 * batches; with --handsplit, mapscan_handsplit.bpf.o), fills map "values" with
 * MAPSCAN_N pseudo-random numbers, starts a scan with BPF_PROG_TEST_RUN of
 * program "start", shows that a second start is refused while it runs, polls
 * map "results" until the timer-driven batches are done and checks the
 * result against the same computation in user space.
 *
 * Usage: sudo ./mapscan [--sleep | --handsplit] [threshold [delay_us]]
 *	threshold: count/sum the values above it (default 900000; values are
 *	           in [0, 1000000))
 *	delay_us:  pause between two batches (default 500)
 */
#include <stdbool.h>
#include <stdlib.h>

#include "mapscan_user.h"

static const char *status_name(int st, bool handsplit)
{
	if (handsplit && st == MAPSCAN_REFUSED_BUSY)
		return "REFUSED (a scan is running)";
	switch (st) {
	case MAPSCAN_STARTED: return "STARTED (BPF_CORO_SUSPENDED)";
	case MAPSCAN_FINISHED: return "FINISHED (BPF_CORO_DONE)";
	case MAPSCAN_REFUSED_SCANNING: return "REFUSED (BPF_CORO_INVALID: a scan waits between two batches)";
	case MAPSCAN_REFUSED_BUSY: return "REFUSED (BPF_CORO_BUSY: a scan is running a batch)";
	case MAPSCAN_NO_TIMER: return "NO_TIMER (the timer could not be armed)";
	default: return "?";
	}
}

int main(int argc, char **argv)
{
	static __u64 vals[MAPSCAN_N];
	const char *file = "mapscan.bpf.o";
	bool handsplit = false;
	__u64 threshold = 900000, delay_us = 500, count, sum;
	struct mapscan_result res;
	__u32 last_batches = 0;
	struct mapscan ms;
	char msg[PATH_MAX + 128];
	int st, err, a = 1;
	double t0;

	if (a < argc && !strcmp(argv[a], "--handsplit")) {
		file = "mapscan_handsplit.bpf.o";
		handsplit = true;
		a++;
	} else if (a < argc && !strcmp(argv[a], "--sleep")) {
		file = "mapscan_sleep.bpf.o";
		a++;
	}
	if (a < argc)
		threshold = strtoull(argv[a++], NULL, 0);
	if (a < argc)
		delay_us = strtoull(argv[a++], NULL, 0);

	err = mapscan_open(&ms, file, msg, sizeof(msg));
	if (err) {
		fprintf(stderr, "mapscan: %s\n", msg);
		return 1;
	}
	printf("mapscan: %s loaded. It scans map \"values\" (%d entries) in batches of\n"
	       "at most %d (MAPSCAN_BATCH), resumed by a bpf_timer; its state between\n"
	       "batches is %u bytes in map \"%s\".\n\n",
	       file, MAPSCAN_N, MAPSCAN_BATCH, ms.state_size,
	       handsplit ? "states" : "frames");

	for (__u32 i = 0; i < MAPSCAN_N; i++)
		vals[i] = mapscan_pattern(1, i);
	err = mapscan_fill(&ms, vals);
	if (err) {
		fprintf(stderr, "mapscan: filling \"values\": %s\n", strerror(-err));
		goto fail;
	}
	mapscan_expect(vals, threshold, &count, &sum);

	t0 = mapscan_now();
	err = mapscan_start(&ms, threshold, delay_us * 1000, &st);
	if (err) {
		fprintf(stderr, "mapscan: running \"start\": %s\n", strerror(-err));
		goto fail;
	}
	printf("start(threshold=%llu, delay=%lluus) -> %d %s\n",
	       (unsigned long long)threshold, (unsigned long long)delay_us, st,
	       status_name(st, handsplit));
	if (st != MAPSCAN_STARTED && st != MAPSCAN_FINISHED)
		goto fail;

	err = mapscan_start(&ms, threshold, delay_us * 1000, &st);
	if (!err)
		printf("start again while it runs  -> %d %s\n", st,
		       status_name(st, handsplit));

	for (;;) {
		err = mapscan_wait(&ms, &res, 0.002);
		if (err && err != -ETIMEDOUT) {
			fprintf(stderr, "mapscan: reading \"results\": %s\n",
				strerror(-err));
			goto fail;
		}
		if (res.batches != last_batches)
			printf("  %6.1f ms: batch %2u, %6llu entries visited, count %llu\n",
			       (mapscan_now() - t0) * 1e3, res.batches,
			       (unsigned long long)res.visited,
			       (unsigned long long)res.count);
		last_batches = res.batches;
		if (!err)
			break;
		if (mapscan_now() - t0 > 20) {
			fprintf(stderr, "mapscan: no result after 20 s\n");
			goto fail;
		}
	}

	if (res.error)
		printf("\nthe scan failed: resume returned %d\n", res.error);
	printf("\ndone: %u batches (ceil(%d / %d) = %d), at most %u entries in one\n"
	       "      %llu values > %llu, sum %llu\n",
	       res.batches, MAPSCAN_N, MAPSCAN_BATCH,
	       (MAPSCAN_N + MAPSCAN_BATCH - 1) / MAPSCAN_BATCH, res.max_batch,
	       (unsigned long long)res.count, (unsigned long long)threshold,
	       (unsigned long long)res.sum);
	printf("user space computes %llu values, sum %llu: %s\n",
	       (unsigned long long)count, (unsigned long long)sum,
	       res.count == count && res.sum == sum ? "same" : "DIFFERENT");
	mapscan_close(&ms);
	return res.count == count && res.sum == sum ? 0 : 1;
fail:
	mapscan_close(&ms);
	return 1;
}
