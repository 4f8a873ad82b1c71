// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * mapscan_test.c - runs the coroutine scan (mapscan.bpf.o), the coroutine
 * that sleeps between batches with no driver (mapscan_sleep.bpf.o) and the
 * hand-split scan (mapscan_handsplit.bpf.o) on the same data and checks the
 * same observable results for all three:
 *
 *   scan      count/sum equal a user-space computation over the same map
 *   batches   batches == ceil(MAPSCAN_N / MAPSCAN_BATCH), every entry
 *             visited once, no invocation visited more than MAPSCAN_BATCH
 *   refuse    a second start while a scan runs is refused (status
 *             BPF_CORO_INVALID / BPF_CORO_BUSY; always BUSY for the
 *             hand-split version) and the first scan's result
 *             is still right
 *   progress  sampled while it runs, "visited" only ever shows whole
 *             batches: the scan really suspends between batches
 *   restart   a scan started after the first finished (a finished frame)
 *             works, on new data and a new threshold
 *   hammer    starts issued back to back from another CPU than the timer's
 *             while a scan runs with no delay between batches are all
 *             refused or (once it finished) start a new scan; the final
 *             result is still right
 *   stop      (the sleeping version) a destroy while the scan sleeps
 *             between batches stops it there: no batch runs after it, the
 *             frame is not started again, and a new scan then runs to the
 *             right result
 *   idle      after the scans the state is idle (frame DONE / active 0)
 *
 * Prints PASS/FAIL lines and "mapscan: N passed, M failed"; exits 1 on any
 * failure. Run as root. Nothing is pinned or attached: closing the objects
 * frees the maps, which cancels the timers.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <bpf/btf.h>

#include "mapscan_user.h"

#define TIMEOUT_S 20.0
#define NBATCHES ((MAPSCAN_N + MAPSCAN_BATCH - 1) / MAPSCAN_BATCH)
/* What a start of an idle scan returns: the first batch leaves work behind
 * unless the whole map fits in one batch. */
#define WANT_START (NBATCHES > 1 ? MAPSCAN_STARTED : MAPSCAN_FINISHED)
#define BPF_CORO_INDEX_DONE 0xfffffffeu

static int passed, failed;
static const char *ver;	/* "coro", "sleep" or "handsplit" */
static __u64 vals[MAPSCAN_N];

static void pass(const char *name)
{
	printf("PASS %s [%s]\n", name, ver);
	passed++;
}

static void fail(const char *name, const char *fmt, ...)
{
	va_list ap;

	printf("FAIL %s [%s]: ", name, ver);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed++;
}

/* Compares one number; returns true if equal. */
static bool expect_u64(const char *name, const char *what, __u64 want,
		       __u64 got)
{
	if (want == got)
		return true;
	fail(name, "%s: expected %llu got %llu", what,
	     (unsigned long long)want, (unsigned long long)got);
	return false;
}

static void fill(struct mapscan *ms, __u64 seed)
{
	for (__u32 i = 0; i < MAPSCAN_N; i++)
		vals[i] = mapscan_pattern(seed, i);
	if (mapscan_fill(ms, vals))
		fail("fill", "bpf_map_update_batch(values): %s", strerror(errno));
}

/*
 * Waits for the running scan and checks its result against user space for
 * `threshold`: count, sum, visited, batches, max batch, final status.
 * Returns true if all hold.
 */
static bool check_scan(struct mapscan *ms, const char *name, __u64 threshold,
		       __u64 *scans)
{
	__u32 want_batches = NBATCHES;
	struct mapscan_result res;
	char bname[64];
	__u64 count, sum;
	bool ok = true;
	int err;

	err = mapscan_wait(ms, &res, TIMEOUT_S);
	if (err == -ETIMEDOUT) {
		fail(name, "expected done within %.0f s got done=0 after %u batches, %llu entries visited (timer not firing?)",
		     TIMEOUT_S, res.batches, (unsigned long long)res.visited);
		return false;
	}
	if (err) {
		fail(name, "reading map results: %s", strerror(-err));
		return false;
	}
	mapscan_expect(vals, threshold, &count, &sum);
	ok &= expect_u64(name, "threshold", threshold, res.threshold);
	ok &= expect_u64(name, "count of values > threshold", count, res.count);
	ok &= expect_u64(name, "sum of values > threshold", sum, res.sum);
	ok &= expect_u64(name, "error", 0, (__u64)(__s64)res.error);
	if (scans)
		ok &= expect_u64(name, "scans finished", *scans + 1, res.scans);
	if (ok)
		pass(name);

	/* The batching: every entry once, in ceil(N / BATCH) invocations. */
	snprintf(bname, sizeof(bname), "%s-batches", name);
	ok = expect_u64(bname, "entries visited", MAPSCAN_N, res.visited);
	ok &= expect_u64(bname, "batches == ceil(N / BATCH)", want_batches,
			 res.batches);
	if (res.max_batch > MAPSCAN_BATCH) {
		fail(bname, "most entries in one invocation: expected <= %d got %u",
		     MAPSCAN_BATCH, res.max_batch);
		ok = false;
	}
	if (ok)
		pass(bname);
	if (scans)
		*scans = res.scans;
	return true;
}

/*
 * Starts a scan right after the previous one reported done: its last batch
 * may still be returning for a moment (refused with BUSY), so retry briefly.
 */
static int start_after_done(struct mapscan *ms, __u64 threshold,
			    __u64 delay_ns, int *st)
{
	double end = mapscan_now() + 0.1;
	int err;

	do {
		err = mapscan_start(ms, threshold, delay_ns, st);
		if (err || *st != MAPSCAN_REFUSED_BUSY)
			return err;
		usleep(100);
	} while (mapscan_now() < end);
	return 0;
}

/* Runs this thread on CPU cpu only (-1: any); false if it cannot. */
static bool pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	if (cpu < 0) {
		for (int i = 0; i < CPU_SETSIZE; i++)
			CPU_SET(i, &set);
	} else {
		CPU_SET(cpu, &set);
	}
	return sched_setaffinity(0, sizeof(set), &set) == 0;
}

/* Reads a __u32 member of the state map's value by its BTF name. */
static int read_state_u32(struct mapscan *ms, const char *type,
			  const char *member, __u32 *out)
{
	const struct btf *btf = bpf_object__btf(ms->obj);
	const struct btf_member *m;
	const struct btf_type *t;
	unsigned char buf[1024];
	__u32 zero = 0;
	int id, i;

	id = btf__find_by_name_kind(btf, type, BTF_KIND_STRUCT);
	if (id < 0 || ms->state_size > sizeof(buf))
		return -ENOENT;
	t = btf__type_by_id(btf, id);
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		if (strcmp(btf__name_by_offset(btf, m->name_off), member))
			continue;
		if (bpf_map_lookup_elem(ms->state_fd, &zero, buf))
			return -errno;
		memcpy(out, buf + btf_member_bit_offset(t, i) / 8, 4);
		return 0;
	}
	return -ENOENT;
}

/*
 * Destroys a scan while it sleeps between batches (program "stop", the
 * sleeping version only): nothing may run after it, and the frame must
 * start again.
 */
static void check_stop(struct mapscan *ms, __u64 threshold)
{
	struct bpf_program *prog = bpf_object__find_program_by_name(ms->obj, "stop");
	struct mapscan_result r, later;
	struct mapscan_args args = {};
	/* A syscall program's context is copied back into ctx_in. */
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &args,
		    .ctx_size_in = sizeof(args));
	__u32 index = 1;
	__u64 scans;
	int st, err;

	if (!prog) {
		fail("stop", "no program \"stop\" in the object");
		return;
	}
	/* 20 ms between batches: stopped after two, it is surely asleep. */
	err = start_after_done(ms, threshold, 20000000, &st);
	if (err || st != MAPSCAN_STARTED) {
		fail("stop", "start: expected status %d got %d (run: %s)",
		     MAPSCAN_STARTED, err ? 0 : st, strerror(-err));
		return;
	}
	for (double end = mapscan_now() + TIMEOUT_S; mapscan_now() < end;) {
		if (mapscan_read(ms, &r) || r.batches >= 2)
			break;
		usleep(1000);
	}
	err = bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
	if (err || opts.retval || args.status != 0) {
		fail("stop", "destroy: expected status 0 got %d (run: %s)",
		     err || opts.retval ? 0 : args.status,
		     err ? strerror(errno) : opts.retval ? "no frame" : "ok");
		return;
	}
	mapscan_read(ms, &r);
	usleep(100000);	/* five sleeps' worth */
	if (mapscan_read(ms, &later) ||
	    read_state_u32(ms, "scan__coro_frame", "__coro_index", &index)) {
		fail("stop", "reading results/frame: %s", strerror(errno));
		return;
	}
	printf("info: [%s] stop: destroyed after %u batches; %u batches 100 ms later\n",
	       ver, r.batches, later.batches);
	if (later.batches != r.batches || later.visited != r.visited ||
	    later.done)
		fail("stop", "expected no batch after the destroy: batches %u -> %u, visited %llu -> %llu, done %u",
		     r.batches, later.batches, (unsigned long long)r.visited,
		     (unsigned long long)later.visited, later.done);
	else if (r.batches >= NBATCHES)
		fail("stop", "the scan finished (%u batches) before the destroy",
		     r.batches);
	else if (index != 0)
		fail("stop", "frame __coro_index after destroy: expected 0 (not started) got %#x",
		     index);
	else
		pass("stop");
	/* The destroyed frame starts a whole new scan. */
	scans = later.scans;
	err = mapscan_start(ms, threshold, 0, &st);
	if (err || st != MAPSCAN_STARTED)
		fail("stop-restart", "start after destroy: expected status %d got %d (run: %s)",
		     MAPSCAN_STARTED, err ? 0 : st, strerror(-err));
	else
		check_scan(ms, "stop-restart", threshold, &scans);
}

static void run_version(const char *file, const char *name)
{
	bool coro = strcmp(name, "handsplit") != 0;
	const __u64 t1 = 900000, t2 = 500000, t3 = 123456;
	struct mapscan_result res;
	struct mapscan ms;
	__u64 scans = 0;
	char msg[PATH_MAX + 128];
	int st, st2, err, refused = 0, busy = 0, restarted = 0;
	bool ok, two_cpus;

	ver = name;
	err = mapscan_open(&ms, file, msg, sizeof(msg));
	if (err) {
		fail("load", "!!! BPF object not loaded, nothing tested: %s", msg);
		return;
	}
	pass("load");

	/* State bytes between batches, from BTF. */
	{
		const struct btf *btf = bpf_object__btf(ms.obj);
		const char *tn = coro ? "scan__coro_frame" : "scan_state";
		int id = btf__find_by_name_kind(btf, tn, BTF_KIND_STRUCT);
		long long size = id < 0 ? -1 : btf__resolve_size(btf, id);

		printf("info: [%s] state between batches: struct %s, %lld bytes (map value %u)\n",
		       ver, tn, size, ms.state_size);
		if (size <= 0 || size > 512 || (__u32)size > ms.state_size)
			fail("state-size", "struct %s of 1..512 bytes fitting the map value, got %lld (value %u)",
			     tn, size, ms.state_size);
		else
			pass("state-size");
	}

	/* What the verifier made of program "start" (with its callbacks). */
	{
		struct bpf_prog_info info = {};
		__u32 len = sizeof(info);

		if (!bpf_obj_get_info_by_fd(ms.start_fd, &info, &len))
			printf("info: [%s] program start: %u insns verified, %u xlated\n",
			       ver, info.verified_insns,
			       info.xlated_prog_len / 8);
	}

	/* 1. One scan, no delay between batches. */
	fill(&ms, 1);
	err = mapscan_start(&ms, t1, 0, &st);
	if (err || st != WANT_START) {
		fail("scan", "start: expected status %d got %d (run: %s)",
		     WANT_START, err ? 0 : st, strerror(-err));
		goto out;
	}
	if (!check_scan(&ms, "scan", t1, &scans))
		goto out;

	/*
	 * 2. A second start while the first scan runs. The first scan waits
	 * delay_ns between batches so it surely still runs when the second
	 * start comes microseconds later; should the test be descheduled for
	 * that long, retry with a longer delay. Then sample its progress until
	 * it is done.
	 */
	ok = false;
	if (NBATCHES == 1) {
		printf("info: [%s] the map fits in one batch: no running scan to refuse\n",
		       ver);
		ok = true;
	}
	/* A first try of ~32 ms in all. */
	for (__u64 delay = 32000000 / NBATCHES > 10000 ? 32000000 / NBATCHES : 10000;
	     NBATCHES > 1 && delay <= 16 * (32000000 / NBATCHES + 10000) && !ok;
	     delay *= 4) {
		struct mapscan_result before, r;
		__u64 last = ~0ull;
		int samples = 0, partial = 0, bad = 0;

		err = start_after_done(&ms, t2, delay, &st);
		if (err || st != MAPSCAN_STARTED) {
			fail("refuse", "first start: expected status %d got %d (run: %s)",
			     MAPSCAN_STARTED, err ? 0 : st, strerror(-err));
			goto out;
		}
		err = mapscan_start(&ms, t3, 0, &st2);
		if (err || mapscan_read(&ms, &before)) {
			fail("refuse", "second start / reading results failed: %s",
			     strerror(err ? -err : errno));
			goto out;
		}
		if (before.done) {
			/* The first scan ended before the second start came
			 * (which then started a scan of its own). */
			struct mapscan_result r2;

			if (mapscan_wait(&ms, &r2, TIMEOUT_S)) {
				fail("refuse", "expected done within %.0f s got done=0",
				     TIMEOUT_S);
				goto out;
			}
			scans = r2.scans;
			printf("info: [%s] first scan finished before the second start; retrying with a longer delay\n",
			       ver);
			continue;
		}
		ok = true;
		if (st2 == MAPSCAN_REFUSED_BUSY ||
		    (coro && st2 == MAPSCAN_REFUSED_SCANNING))
			pass("refuse");
		else
			fail("refuse", "second start while a scan runs: expected status %s-16 (BUSY) got %d",
			     coro ? "-22 (INVALID) or " : "", st2);

		/* Progress: "visited" moves by whole batches only. */
		for (double end = mapscan_now() + TIMEOUT_S;
		     mapscan_now() < end;) {
			if (mapscan_read(&ms, &r))
				break;
			if (r.visited != last) {
				last = r.visited;
				samples++;
				if (r.visited % MAPSCAN_BATCH &&
				    r.visited != MAPSCAN_N)
					bad++;
				if (r.visited && r.visited < MAPSCAN_N)
					partial++;
			}
			if (r.done)
				break;
			usleep(100);
		}
		if (bad)
			fail("progress", "visited at batch boundaries only: got %d of %d samples in the middle of a batch",
			     bad, samples);
		else if (partial < 3)
			fail("progress", "expected >= 3 distinct partial progress samples got %d",
			     partial);
		else
			pass("progress");
		printf("info: [%s] progress: %d distinct samples, %d between first and last batch\n",
		       ver, samples, partial);

		/* The first scan is unaffected: its threshold, its result. */
		check_scan(&ms, "refuse-first-result", t2, &scans);
	}
	if (!ok)
		fail("refuse", "could not get a second start in while the first scan ran");

	/* 3. Restart the finished scan, on new data and a new threshold. */
	fill(&ms, 2);
	err = start_after_done(&ms, t3, 0, &st);
	if (err || st != WANT_START)
		fail("restart", "start after a finished scan: expected status %d got %d (run: %s)",
		     WANT_START, err ? 0 : st, strerror(-err));
	else
		check_scan(&ms, "restart", t3, &scans);

	/*
	 * 4. Hammer: starts back to back while a scan runs with no delay. The
	 * timer fires on the CPU that armed it, so arm it from CPU 0 and
	 * hammer from CPU 1: some starts land while a batch executes (BUSY for
	 * the coroutine). Each must be refused or, once the scan finished,
	 * start a new one of the same threshold; the last result must be right.
	 */
	if (NBATCHES == 1)
		goto idle;	/* every scan finishes inside its start */
	two_cpus = sysconf(_SC_NPROCESSORS_ONLN) > 1 && pin(0);
	err = start_after_done(&ms, t1, 0, &st);
	if (two_cpus)
		pin(1);
	if (err || st != MAPSCAN_STARTED) {
		fail("hammer", "start: expected status %d got %d",
		     MAPSCAN_STARTED, err ? 0 : st);
		goto out;
	}
	ok = true;
	for (double end = mapscan_now() + 0.3; mapscan_now() < end;) {
		err = mapscan_start(&ms, t1, 0, &st);
		if (err) {
			fail("hammer", "start run: %s", strerror(-err));
			ok = false;
			break;
		}
		if (coro && st == MAPSCAN_REFUSED_SCANNING)
			refused++;
		else if (st == MAPSCAN_REFUSED_BUSY)
			busy++;
		else if (st == MAPSCAN_STARTED)
			restarted++;
		else {
			fail("hammer", "start while scanning: expected %d, %d or %d got %d",
			     MAPSCAN_REFUSED_SCANNING, MAPSCAN_REFUSED_BUSY,
			     MAPSCAN_STARTED, st);
			ok = false;
			break;
		}
	}
	pin(-1);
	printf("info: [%s] hammer%s: %d refused (INVALID), %d refused (BUSY), %d new scans\n",
	       ver, two_cpus ? " from another CPU" : "", refused, busy,
	       restarted);
	if (ok && refused + busy == 0)
		fail("hammer", "expected some starts refused got none (%d new scans)",
		     restarted);
	else if (ok)
		pass("hammer");
	check_scan(&ms, "hammer-result", t1, NULL);

	/* 5. Stop a sleeping scan (the version whose frame holds its timer). */
	if (!strcmp(name, "sleep"))
		check_stop(&ms, t2);

	/* 6. Idle: nothing runs any more, the state says so. */
idle:
	{
		__u32 v = 0;

		usleep(20000);
		err = coro ? read_state_u32(&ms, "scan__coro_frame",
					    "__coro_index", &v) :
			     read_state_u32(&ms, "scan_state", "active", &v);
		if (mapscan_read(&ms, &res) || err)
			fail("idle", "reading state/results: %s",
			     strerror(err ? -err : errno));
		else if (coro && v != BPF_CORO_INDEX_DONE)
			fail("idle", "frame __coro_index: expected %#x (DONE) got %#x",
			     BPF_CORO_INDEX_DONE, v);
		else if (!coro && v != 0)
			fail("idle", "scan_state.active: expected 0 got %u", v);
		else if (!res.done)
			fail("idle", "results.done: expected 1 got 0");
		else
			pass("idle");
	}
out:
	pin(-1);
	mapscan_close(&ms);
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	run_version("mapscan.bpf.o", "coro");
	run_version("mapscan_sleep.bpf.o", "sleep");
	run_version("mapscan_handsplit.bpf.o", "handsplit");
	printf("mapscan: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
