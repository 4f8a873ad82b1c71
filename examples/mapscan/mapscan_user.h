/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * mapscan_user.h - user-space helpers shared by the mapscan loader
 * (mapscan.c) and test (mapscan_test.c): load either BPF object, fill map
 * "values" with a deterministic pattern, start a scan, poll its result.
 */
#ifndef __MAPSCAN_USER_H
#define __MAPSCAN_USER_H

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "mapscan.h"

struct mapscan {
	struct bpf_object *obj;
	int start_fd;	/* program "start"            */
	int values_fd;	/* map "values"  (the data)   */
	int results_fd; /* map "results" (the output) */
	int state_fd;	/* map "frames" (coroutine) or "states" (hand-split) */
	__u32 state_size; /* its value size: frame / cursor bytes */
};

/* Value i of the data set `seed`: splitmix64, reduced to [0, 1000000). */
static inline __u64 mapscan_pattern(__u64 seed, __u32 i)
{
	__u64 z = seed + (i + 1) * 0x9e3779b97f4a7c15ull;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (z ^ (z >> 31)) % 1000000;
}

/* The scan computed in user space: count and sum of vals[i] > threshold. */
static inline void mapscan_expect(const __u64 *vals, __u64 threshold,
				  __u64 *count, __u64 *sum)
{
	*count = *sum = 0;
	for (__u32 i = 0; i < MAPSCAN_N; i++)
		if (vals[i] > threshold) {
			(*count)++;
			*sum += vals[i];
		}
}

/* Path of file `name` next to this executable (where CMake puts the .o). */
static inline int mapscan_path(char *path, size_t size, const char *name)
{
	ssize_t n = readlink("/proc/self/exe", path, size - 1);
	char *slash;

	if (n < 0)
		return -errno;
	path[n] = 0;
	slash = strrchr(path, '/');
	slash = slash ? slash + 1 : path;
	if ((size_t)(slash - path) + strlen(name) + 1 > size)
		return -ENAMETOOLONG;
	strcpy(slash, name);
	return 0;
}

/*
 * Opens and loads <file> (mapscan.bpf.o or mapscan_handsplit.bpf.o) from
 * the executable's directory. Returns 0 or a negative errno; on failure a
 * message is in err_msg.
 */
static inline int mapscan_open(struct mapscan *ms, const char *file,
			       char *err_msg, size_t err_size)
{
	struct bpf_program *prog;
	struct bpf_map *values, *results, *state;
	char path[PATH_MAX];
	int err;

	/*
	 * The verifier's verdict (log level 4: the statistics and the message,
	 * not every instruction) in a buffer of our own, so a failed load is
	 * verified once and its message printed, where libbpf alone would
	 * retry it with ever larger logs.
	 */
	static char vlog[1 << 20];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_level = 4,
		    .kernel_log_buf = vlog, .kernel_log_size = sizeof(vlog));

	memset(ms, 0, sizeof(*ms));
	err = mapscan_path(path, sizeof(path), file);
	if (err)
		goto fail_msg;
	vlog[0] = 0;
	ms->obj = bpf_object__open_file(path, &opts);
	err = libbpf_get_error(ms->obj);
	if (err) {
		ms->obj = NULL;
		snprintf(err_msg, err_size, "cannot open %s: %s", path,
			 strerror(-err));
		return err;
	}
	err = bpf_object__load(ms->obj);
	if (err) {
		if (vlog[0])
			fprintf(stderr, "%s: verifier log:\n%s\n", path, vlog);
		snprintf(err_msg, err_size,
			 "loading %s failed: %s (bpf() refused? run as root)",
			 path, strerror(-err));
		bpf_object__close(ms->obj);
		ms->obj = NULL;
		return err;
	}
	prog = bpf_object__find_program_by_name(ms->obj, "start");
	values = bpf_object__find_map_by_name(ms->obj, "values");
	results = bpf_object__find_map_by_name(ms->obj, "results");
	state = bpf_object__find_map_by_name(ms->obj, "frames");
	if (!state)
		state = bpf_object__find_map_by_name(ms->obj, "states");
	if (!prog || !values || !results || !state) {
		snprintf(err_msg, err_size,
			 "%s lacks program start or map values/results/frames|states",
			 path);
		bpf_object__close(ms->obj);
		ms->obj = NULL;
		return -ENOENT;
	}
	ms->start_fd = bpf_program__fd(prog);
	ms->values_fd = bpf_map__fd(values);
	ms->results_fd = bpf_map__fd(results);
	ms->state_fd = bpf_map__fd(state);
	ms->state_size = bpf_map__value_size(state);
	return 0;
fail_msg:
	snprintf(err_msg, err_size, "%s: %s", file, strerror(-err));
	return err;
}

/* Closing the object frees its maps, which cancels an armed timer. */
static inline void mapscan_close(struct mapscan *ms)
{
	if (ms->obj)
		bpf_object__close(ms->obj);
	ms->obj = NULL;
}

/* Writes vals[0..MAPSCAN_N) into map "values" in one batch syscall. */
static inline int mapscan_fill(struct mapscan *ms, const __u64 *vals)
{
	static __u32 keys[MAPSCAN_N];
	__u32 count = MAPSCAN_N;

	for (__u32 i = 0; i < MAPSCAN_N; i++)
		keys[i] = i;
	if (bpf_map_update_batch(ms->values_fd, keys, vals, &count, NULL))
		return -errno;
	return count == MAPSCAN_N ? 0 : -EIO;
}

/*
 * Runs program "start" once (BPF_PROG_TEST_RUN). Returns 0 and the start
 * status in *status, or a negative errno if the run itself failed.
 */
static inline int mapscan_start(struct mapscan *ms, __u64 threshold,
				__u64 delay_ns, int *status)
{
	struct mapscan_args args = { .threshold = threshold,
				     .delay_ns = delay_ns };
	/* A syscall program's context is copied back into ctx_in. */
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &args,
		    .ctx_size_in = sizeof(args));

	if (bpf_prog_test_run_opts(ms->start_fd, &opts))
		return -errno;
	if (opts.retval)
		return -ENOENT;	/* a map lookup failed */
	*status = args.status;
	return 0;
}

static inline int mapscan_read(struct mapscan *ms, struct mapscan_result *res)
{
	__u32 zero = 0;

	return bpf_map_lookup_elem(ms->results_fd, &zero, res) ? -errno : 0;
}

static inline double mapscan_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Polls map "results" until done (0) or timeout_s seconds pass
 * (-ETIMEDOUT); *res holds the last value read either way. The read that
 * first sees done is read again: a lookup copies the value while the last
 * batch may be writing it on another CPU, so that copy can hold count and
 * sum from before the last batch (read first, at lower offsets) with done
 * from after it. Once done is seen, every earlier store is visible. Under
 * qemu a vCPU can pause in the middle of the copy, which widens that
 * window from nanoseconds to milliseconds: the likely cause of the handsplit
 * "count" failures seen now and then on 6.1 in a guest.
 */
static inline int mapscan_wait(struct mapscan *ms, struct mapscan_result *res,
			       double timeout_s)
{
	double end = mapscan_now() + timeout_s;
	int err;

	for (;;) {
		err = mapscan_read(ms, res);
		if (err)
			return err;
		if (res->done)
			return mapscan_read(ms, res);
		if (mapscan_now() > end)
			return -ETIMEDOUT;
		usleep(200);
	}
}

#endif /* __MAPSCAN_USER_H */
