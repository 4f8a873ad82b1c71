// SPDX-License-Identifier: GPL-2.0
/*
 * await_test.c - bpf_coro_sleep() in the running kernel: await.bpf.o loads
 * into the verifier, its coroutines are started by a program and resumed by
 * the frame's bpf_timer in later invocations. Checks: a sleep resumes by
 * itself and the result is read from the frame (__coro_status, __coro_out)
 * and from the ring buffer; destroy while the timer is pending runs no
 * continuation; deleting the hash map element cancels the timer, and so
 * does an LRU eviction; two frames
 * sleep at once; 1000 sleeps in a loop; program resumes on two threads
 * racing the timer get BUSY and lose nothing; the frame's BTF carries the
 * timer; closing the object with timers pending frees its maps and
 * programs. Then defer.bpf.o (bpf_coro_defer(), skipped on kernels without
 * bpf_wq): the work item continues a frame in process context and reads a
 * user buffer there; destroy or deleting the element while the work is
 * pending runs nothing; a program resume of a frame parked at a defer gets
 * BUSY and loses nothing; 1000 defers in a loop; the frame's BTF carries
 * the bpf_wq (and a frame without a defer none). Then userret.bpf.o
 * (bpf_coro_user_return(), skipped on kernels without bpf_task_work): the
 * task work continues a frame in the thread that started it, on its way
 * back from the bpf() call, and reads its user memory and user stack there;
 * destroy or deleting the element while it is pending runs nothing; a frame
 * destroyed and started again while it is pending is NOT_ARMED, and a
 * resume schedules it again; a program resume of a frame parked there gets BUSY; one task
 * work scheduled 1000 times; two threads racing resumes lose nothing.
 * Prints PASS/FAIL/SKIP lines and
 * "await: N passed, N failed[, N skipped]".
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "bpf_coro.h"
#include "await.h"
#include "defer.h"
#include "kfunc_probe.h"
#include "userret.h"

static int passed, failed, skipped;
static char log_buf[1 << 20];
/* await.bpf.o, defer.bpf.o and userret.bpf.o; the helpers below use cur
 * (one of them). */
static struct bpf_object *obj, *dobj, *uobj, *cur;

static void result(int ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		passed++;
		printf("PASS %s\n", name);
		return;
	}
	failed++;
	printf("FAIL %s: ", name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

static int silent(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	(void)level, (void)fmt, (void)ap;
	return 0;
}

static int map_fd(const char *name)
{
	return bpf_map__fd(bpf_object__find_map_by_name(cur, name));
}

/* Runs program prog of ob once on ctx; 0 or -errno of the test run. */
static int test_run(struct bpf_object *ob, const char *prog, void *ctx,
		    size_t size)
{
	/* A syscall program's context is copied back into ctx_in. */
	LIBBPF_OPTS(bpf_test_run_opts, o, .ctx_in = ctx, .ctx_size_in = size);
	struct bpf_program *p = bpf_object__find_program_by_name(ob, prog);

	return bpf_prog_test_run_opts(bpf_program__fd(p), &o) ? -errno : 0;
}

/* The first size bytes of ob's .bss, in out (zero if it cannot be read). */
static void read_bss(struct bpf_object *ob, void *out, size_t size)
{
	__u32 zero = 0;
	int fd = bpf_map__fd(bpf_object__find_map_by_name(ob, ".bss"));

	memset(out, 0, size);
	bpf_map_lookup_elem(fd, &zero, out);
}

/* Runs driver prog once on a; 0 or -errno of the test run. */
static int drive(const char *prog, struct await_args *a)
{
	return test_run(cur, prog, a, sizeof(*a));
}

static int op(const char *prog, int opcode, int key, long in, int n, int ns,
	      struct await_args *a)
{
	memset(a, 0, sizeof(*a));
	a->op = opcode;
	a->key = key;
	a->in = in;
	a->n = n;
	a->ns = ns;
	return drive(prog, a);
}

static struct await_counts counts(void)
{
	struct await_counts c;

	read_bss(cur, &c, sizeof(c));
	return c;
}

/* Offsets of a frame member from BTF; -1 without it. */
static long member_offset(const char *frame, const char *member,
			  const char **type_name)
{
	struct btf *btf = bpf_object__btf(cur);
	int id = btf__find_by_name_kind(btf, frame, BTF_KIND_STRUCT);
	const struct btf_type *t;
	const struct btf_member *m;

	if (id < 0)
		return -1;
	t = btf__type_by_id(btf, id);
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++)
		if (!strcmp(btf__name_by_offset(btf, m->name_off), member)) {
			if (type_name)
				*type_name = btf__name_by_offset(
					btf, btf__type_by_id(btf, m->type)->name_off);
			return m->offset / 8;
		}
	return -1;
}

struct frame_view {
	unsigned int index;
	int status;
	long out;
};

static struct frame_view read_frame(const char *map, const char *frame,
				    __u32 key)
{
	unsigned char buf[1024];
	struct frame_view v = { .index = 0xdeadbeef };
	long so = member_offset(frame, "__coro_status", NULL);
	long oo = member_offset(frame, "__coro_out", NULL);

	if (bpf_map_lookup_elem(map_fd(map), &key, buf) || so < 0 || oo < 0)
		return v;
	v.index = bpf_coro_frame_index(buf);
	memcpy(&v.status, buf + so, sizeof(v.status));
	memcpy(&v.out, buf + oo, sizeof(v.out));
	return v;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Waits up to ms for frame key of map to be DONE. */
static struct frame_view wait_done(const char *map, const char *frame,
				   __u32 key, long ms)
{
	long until = now_ms() + ms;
	struct frame_view v;

	do {
		v = read_frame(map, frame, key);
		if (v.index == BPF_CORO_INDEX_DONE)
			break;
		usleep(1000);
	} while (now_ms() < until);
	return v;
}

static struct await_rec recs[16];
static int nrecs;

static int on_rec(void *ctx, void *data, size_t size)
{
	(void)ctx;
	if (size == sizeof(struct await_rec) && nrecs < 16)
		memcpy(&recs[nrecs++], data, size);
	return 0;
}

static struct ring_buffer *rb;

static const struct await_rec *rec_of(int key)
{
	ring_buffer__consume(rb);
	for (int i = 0; i < nrecs; i++)
		if (recs[i].key == key)
			return &recs[i];
	return NULL;
}

static void test_btf(void)
{
	const char *ty = NULL;
	long off = member_offset("nap__coro_frame", "__coro_timer", &ty);

	result(off > 0 && off % 8 == 0 && ty && !strcmp(ty, "bpf_timer"),
	       "frame_btf_has_timer", "__coro_timer at %ld of type %s", off,
	       ty ? ty : "?");
}

static void test_sleep_resumes(void)
{
	struct await_args a;
	struct frame_view v;
	const struct await_rec *r;
	int err = op("drive_nap", AWAIT_START, 0, 0, 3, 1000000, &a);

	/*
	 * Not resumed in the starting invocation: the driver read a suspended
	 * index right after start returned. (Reading the counter from here
	 * instead raced the 1 ms timer on a slow guest.)
	 */
	if (err || a.status != BPF_CORO_SUSPENDED || a.out != 0 ||
	    a.index == BPF_CORO_INDEX_NOT_STARTED || a.index >= BPF_CORO_INDEX_DONE) {
		result(0, "sleep_resumes_later",
		       "start: err %d status %d out %ld index %#x", err, a.status,
		       a.out, a.index);
		return;
	}
	long before = counts().naps[0];
	v = wait_done("nap_frames", "nap__coro_frame", 0, 2000);
	r = rec_of(0);
	result(v.index == BPF_CORO_INDEX_DONE &&
		       v.status == BPF_CORO_DONE && v.out == 3 &&
		       counts().naps[0] == 3 && r && r->n == 3 && r->woke == 0,
	       "sleep_resumes_later",
	       "before %ld, index %#x status %d out %ld naps %ld rec %d/%ld",
	       before, v.index, v.status, v.out, counts().naps[0],
	       r ? r->n : -1, r ? r->woke : -1);
}

static void test_destroy_cancels(void)
{
	struct await_args a;
	struct frame_view v;
	int err = op("drive_nap", AWAIT_START, 1, 0, 1, 500000000, &a);
	int st = a.status;

	err = err ? err : op("drive_nap", AWAIT_DESTROY, 1, 0, 0, 0, &a);
	/* Past the 500 ms sleep: a timer destroy left armed has fired. (A
	 * shorter sleep could fire before the destroy on a slow guest.) */
	usleep(650000);
	v = read_frame("nap_frames", "nap__coro_frame", 1);
	result(!err && st == BPF_CORO_SUSPENDED && a.status == 0 &&
		       v.index == BPF_CORO_INDEX_NOT_STARTED &&
		       counts().naps[1] == 0 && !rec_of(1),
	       "destroy_while_sleeping_runs_nothing",
	       "err %d start %d destroy %d index %#x naps %ld", err, st,
	       a.status, v.index, counts().naps[1]);
}

static void test_delete_cancels(void)
{
	unsigned char zero[1024] = { 0 };
	struct await_args a;
	__u32 key = 0;
	int err = bpf_map_update_elem(map_fd("hnap_frames"), &key, zero, BPF_ANY);

	err = err ? -errno : op("drive_hnap", AWAIT_START, 0, 0, 2, 500000000, &a);
	int st = a.status;
	int del = bpf_map_delete_elem(map_fd("hnap_frames"), &key);
	usleep(650000); /* past the sleep, as above */
	result(!err && st == BPF_CORO_SUSPENDED && !del && counts().hnaps == 0,
	       "element_delete_cancels_timer",
	       "err %d start %d delete %d hnaps %ld", err, st, del,
	       counts().hnaps);
}

/*
 * 200 frames sleeping 2 s each in an LRU hash of 64 entries: the inserts
 * evict most of them with the timer pending. The sleeps that finish are
 * exactly those of the frames still in the map, and none finishes early (a
 * timer an eviction left armed would run the next key's frame, which
 * reuses the element). A start whose timer the kernel could not arm
 * (BPF_CORO_NOT_ARMED, *out = -ENOMEM: 6.18 fails many bpf_timer_init()s
 * when the inserts come back to back, none with a millisecond between
 * them, and some under memory pressure) is suspended without a timer, at
 * the await's state as the armed ones are, and counted apart.
 */
#define LRU_KEYS 200
#define LRU_SLEEP_MS 2000 /* await_args.ns is an int */

static void test_lru_evicts(void)
{
	unsigned char zero[1024] = { 0 };
	static bool armed[LRU_KEYS];
	struct await_args a;
	int fd = map_fd("lnap_frames"), err = 0, started = 0, not_armed = 0;
	int present = 0, sleeping = 0, bad = 0;
	int bad_status = 0, bad_index = 0;
	/* The await's state (docs/ABI.md section 3: tagged, not 1), as the
	 * first armed start left it; NOT_ARMED must leave the same. */
	unsigned int await_index = 0, not_armed_index = 0;
	long t0 = now_ms(), inserted_ms, early, until, bad_out = 0;
	__u32 key, next;

	for (key = 0; key < LRU_KEYS && !err; key++) {
		if (bpf_map_update_elem(fd, &key, zero, BPF_NOEXIST)) {
			err = -errno;
			break;
		}
		err = op("drive_lnap", AWAIT_START, key, 0, 1,
			 LRU_SLEEP_MS * 1000000, &a);
		usleep(1000);
		armed[key] = !err && a.status == BPF_CORO_SUSPENDED;
		started += armed[key];
		if (armed[key] && !await_index)
			await_index = a.index;
		if (!err && a.status == BPF_CORO_NOT_ARMED && a.out < 0 &&
		    (!not_armed_index || a.index == not_armed_index)) {
			not_armed++;
			not_armed_index = a.index;
		} else if (!armed[key] && !bad++) {
			bad_status = a.status;
			bad_out = a.out;
			bad_index = a.index;
		}
	}
	inserted_ms = now_ms() - t0;
	early = counts().lnaps;
	for (int more = bpf_map_get_next_key(fd, NULL, &next); !more;
	     more = bpf_map_get_next_key(fd, &key, &next)) {
		present++;
		sleeping += next < LRU_KEYS && armed[next];
		key = next;
	}
	until = t0 + LRU_SLEEP_MS + 3000;
	while (counts().lnaps < sleeping && now_ms() < until)
		usleep(10000);
	usleep(200000); /* a stale timer would fire by now */
	if (not_armed && not_armed_index != await_index && !bad++) {
		bad_status = BPF_CORO_NOT_ARMED;
		bad_index = not_armed_index;
	}
	result(!err && !bad && inserted_ms < LRU_SLEEP_MS && early == 0 &&
		       sleeping > 0 && present < LRU_KEYS &&
		       counts().lnaps == sleeping,
	       "lru_eviction_cancels_timer",
	       "err %d, %d started (%d not armed, %d otherwise refused, the "
	       "first with status %d out %ld index %#x) in %ld ms, %d kept by "
	       "the LRU of which %d sleeping, sleeps finished %ld (early %ld)",
	       err, started, not_armed, bad, bad_status, bad_out, bad_index,
	       inserted_ms, present, sleeping, counts().lnaps, early);
	printf("  lru: %d frames sleeping, %d evicted, %ld sleeps finished; "
	       "%d timers the kernel could not arm\n",
	       started, LRU_KEYS - present, counts().lnaps, not_armed);
}

static void test_two_at_once(void)
{
	struct await_args a, b;
	int e1 = op("drive_nap", AWAIT_START, 2, 0, 5, 200000, &a);
	int e2 = op("drive_nap", AWAIT_START, 3, 0, 3, 300000, &b);
	struct frame_view v2 = wait_done("nap_frames", "nap__coro_frame", 2, 2000);
	struct frame_view v3 = wait_done("nap_frames", "nap__coro_frame", 3, 2000);
	const struct await_rec *r2 = rec_of(2), *r3 = rec_of(3);

	result(!e1 && !e2 && a.status == 1 && b.status == 1 && v2.out == 5 &&
		       v3.out == 3 && r2 && r2->n == 5 && r3 && r3->n == 3,
	       "two_frames_sleep_at_once", "out %ld/%ld recs %p/%p", v2.out,
	       v3.out, (void *)r2, (void *)r3);
}

static void test_thousand(void)
{
	struct await_args a;
	struct frame_view v;
	long t0 = now_ms(), before = counts().naps[0];
	/* Frame 0 is DONE from the first test: start restarts it. */
	int err = op("drive_nap", AWAIT_START, 0, 0, 1000, 1000, &a);

	v = wait_done("nap_frames", "nap__coro_frame", 0, 20000);
	result(!err && a.status == 1 && v.index == BPF_CORO_INDEX_DONE &&
		       v.out == 1000 && counts().naps[0] - before == 1000,
	       "sleep_1000_times_in_a_loop", "err %d index %#x out %ld naps %ld",
	       err, v.index, v.out, counts().naps[0] - before);
	printf("  1000 sleeps of 1 us took %ld ms\n", now_ms() - t0);
}

#define RACE_N 2000
static long race_ok[2], race_busy[2];

static void *racer(void *arg)
{
	long id = (long)arg;
	struct await_args a;

	for (;;) {
		if (op("drive_race", AWAIT_RESUME, 0, 1, 0, 0, &a))
			break;
		if (a.status == BPF_CORO_SUSPENDED || a.status == BPF_CORO_DONE)
			race_ok[id]++;
		else if (a.status == BPF_CORO_BUSY)
			race_busy[id]++;
		else if (a.status == BPF_CORO_INVALID && a.index == BPF_CORO_INDEX_DONE)
			break;
		if (a.status == BPF_CORO_DONE)
			break;
		usleep(rand() % 40);
	}
	return NULL;
}

static void test_race(void)
{
	struct await_args a;
	pthread_t t[2];
	int err = op("drive_race", AWAIT_START, 0, 0, RACE_N, 20000, &a);
	struct await_counts c;
	struct frame_view v;

	if (err || a.status != BPF_CORO_SUSPENDED) {
		result(0, "program_resume_races_timer", "start: %d %d", err,
		       a.status);
		return;
	}
	for (long i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, racer, (void *)i);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	usleep(10000);
	c = counts();
	v = read_frame("race_frames", "race__coro_frame", 0);
	long ok = race_ok[0] + race_ok[1], busy = race_busy[0] + race_busy[1];
	result(v.index == BPF_CORO_INDEX_DONE &&
		       c.by_prog + c.by_timer == RACE_N &&
		       ok == RACE_N + c.by_prog,
	       "program_resume_races_timer",
	       "index %#x, sleeps by program %ld + by timer %ld (want %d), "
	       "program resumes %ld (want %ld)",
	       v.index, c.by_prog, c.by_timer, RACE_N, ok, RACE_N + c.by_prog);
	printf("  race: %d sleeps, %ld woken by the timer, %ld by a program; "
	       "%ld program resumes got BUSY\n",
	       RACE_N, c.by_timer, c.by_prog, busy);
}

/*
 * A second copy of await.bpf.o with frames sleeping (array, hash and LRU
 * maps), closed while the timers are pending: every map and program of it
 * is gone from the kernel soon after. The timers hold references to the
 * programs and the programs to the maps; the kernel cancels the timers when
 * the last user-space reference to their map goes (map_release_uref), which
 * is what breaks that cycle.
 */
static void test_unload_frees(const char *path)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 4);
	struct bpf_object *o = bpf_object__open_file(path, &opts), *saved = cur;
	unsigned char zero[1024] = { 0 };
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 maps[32], progs[32];
	int nmaps = 0, nprogs = 0, sleeping = 0, alive = 0;
	struct await_args a;
	__u32 key = 0;
	long until;

	if (!o || bpf_object__load(o)) {
		result(0, "unload_with_timers_pending_frees_all", "load: %s",
		       strerror(errno));
		bpf_object__close(o);
		return;
	}
	bpf_object__for_each_map(m, o) {
		struct bpf_map_info info = { 0 };
		__u32 len = sizeof(info);

		if (nmaps < 32 && !bpf_obj_get_info_by_fd(bpf_map__fd(m), &info, &len))
			maps[nmaps++] = info.id;
	}
	bpf_object__for_each_program(p, o) {
		struct bpf_prog_info info = { 0 };
		__u32 len = sizeof(info);

		if (nprogs < 32 && !bpf_obj_get_info_by_fd(bpf_program__fd(p), &info, &len))
			progs[nprogs++] = info.id;
	}
	cur = o;
	for (int k = 0; k < 4; k++)
		sleeping += !op("drive_nap", AWAIT_START, k, 0, 1000, 2000000000, &a) &&
			    a.status == BPF_CORO_SUSPENDED;
	bpf_map_update_elem(map_fd("hnap_frames"), &key, zero, BPF_ANY);
	sleeping += !op("drive_hnap", AWAIT_START, 0, 0, 16, 2000000000, &a) &&
		    a.status == BPF_CORO_SUSPENDED;
	bpf_map_update_elem(map_fd("lnap_frames"), &key, zero, BPF_ANY);
	sleeping += !op("drive_lnap", AWAIT_START, 0, 0, 1, 2000000000, &a) &&
		    a.status == BPF_CORO_SUSPENDED;
	cur = saved;
	bpf_object__close(o);
	until = now_ms() + 5000;
	do {
		alive = 0;
		for (int i = 0; i < nmaps; i++) {
			int fd = bpf_map_get_fd_by_id(maps[i]);

			alive += fd >= 0;
			if (fd >= 0)
				close(fd);
		}
		for (int i = 0; i < nprogs; i++) {
			int fd = bpf_prog_get_fd_by_id(progs[i]);

			alive += fd >= 0;
			if (fd >= 0)
				close(fd);
		}
		if (alive)
			usleep(20000);
	} while (alive && now_ms() < until);
	result(sleeping == 6 && nmaps > 0 && nprogs > 0 && !alive,
	       "unload_with_timers_pending_frees_all",
	       "%d of 6 frames sleeping at close; of %d maps and %d programs, "
	       "%d still in the kernel 5 s later",
	       sleeping, nmaps, nprogs, alive);
}

/* ---- bpf_coro_defer(): the frame's bpf_wq (defer.bpf.c) ---- */

static int dop(const char *prog, int opcode, int key, long in, int n,
	       const void *uptr, struct defer_args *a)
{
	memset(a, 0, sizeof(*a));
	a->op = opcode;
	a->key = key;
	a->in = in;
	a->n = n;
	a->uptr = (unsigned long long)(unsigned long)uptr;
	return test_run(dobj, prog, a, sizeof(*a));
}

static struct defer_counts dcounts(void)
{
	struct defer_counts c;

	read_bss(dobj, &c, sizeof(c));
	return c;
}

static void test_defer_btf(void)
{
	const char *ty = NULL;
	long off, none;

	cur = dobj;
	off = member_offset("copy__coro_frame", "__coro_wq", &ty);
	result(off > 0 && off % 8 == 0 && ty && !strcmp(ty, "bpf_wq"),
	       "frame_btf_has_wq", "__coro_wq at %ld of type %s", off,
	       ty ? ty : "?");
	cur = obj;
	none = member_offset("nap__coro_frame", "__coro_wq", NULL);
	result(none < 0, "frame_without_defer_has_no_wq",
	       "nap__coro_frame has __coro_wq at %ld", none);
	cur = dobj;
}

static unsigned char ubuf[40];

static void test_defer_copies(void)
{
	struct defer_args a;
	struct frame_view v;
	long sum = 0;
	int err;

	for (int i = 0; i < (int)sizeof(ubuf); i++) {
		ubuf[i] = i * 3 + 1;
		sum += ubuf[i];
	}
	err = dop("drive_copy", DEFER_START, 0, 0, sizeof(ubuf), ubuf, &a);
	if (err || a.status != BPF_CORO_SUSPENDED || a.out != 0) {
		result(0, "defer_copies_user_memory", "start: err %d status %d out %ld",
		       err, a.status, a.out);
		return;
	}
	v = wait_done("copy_frames", "copy__coro_frame", 0, 2000);
	struct defer_counts c = dcounts();
	result(v.index == BPF_CORO_INDEX_DONE && v.status == BPF_CORO_DONE &&
		       v.out == sum && c.copied[0] == sum && c.after[0] == 1,
	       "defer_copies_user_memory",
	       "index %#x status %d out %ld (want %ld) copied %ld after %ld",
	       v.index, v.status, v.out, sum, c.copied[0], c.after[0]);
	/*
	 * Not checked: a kworker has no user memory of its own. 6.18 returns
	 * -EPERM for a kernel thread; 6.12 reads through whatever address
	 * space the kworker borrowed last (often this process: 0).
	 */
	printf("  in the work item, bpf_copy_from_user() returned %ld; "
	       "bpf_copy_from_user_task() read the %zu bytes\n",
	       c.copy_err[0], sizeof(ubuf));
}

/*
 * Start and destroy (or delete) in one invocation: the work item, queued
 * on this CPU, has almost always not run when the second operation comes.
 * When it has (it claimed the frame first), the code after the defer ran
 * once, legitimately; when it has not, it must find the frame gone and do
 * nothing. Repeated: every round one or the other, at least one pending.
 */
#define ROUNDS 20
static void test_defer_destroy(void)
{
	int pending = 0, ran = 0, bad = 0;
	struct defer_args a;

	for (int r = 0; r < ROUNDS; r++) {
		long before = dcounts().after[1];
		int err = dop("drive_copy", DEFER_START_DESTROY, 1, 0, 4, ubuf, &a);

		usleep(100000); /* a work item that claimed the frame has finished */
		long runs = dcounts().after[1] - before;
		struct frame_view v = read_frame("copy_frames", "copy__coro_frame", 1);

		if (err || a.status != BPF_CORO_SUSPENDED ||
		    v.index != BPF_CORO_INDEX_NOT_STARTED)
			bad++;
		else if (a.status2 == BPF_CORO_DONE && runs == 0)
			pending++;
		else if (runs == 1 && (a.status2 == BPF_CORO_BUSY ||
				       a.status2 == BPF_CORO_DONE))
			ran++;
		else
			bad++;
	}
	result(!bad && pending > 0, "destroy_while_deferred_runs_nothing",
	       "%d rounds: %d destroyed with the work pending (nothing ran), "
	       "%d after the work ran, %d wrong", ROUNDS, pending, ran, bad);
	if (!bad)
		printf("  destroy: %d of %d rounds with the work item pending\n",
		       pending, ROUNDS);
}

static void test_defer_delete(void)
{
	unsigned char zero[1024] = { 0 };
	int pending = 0, ran = 0, bad = 0;
	struct defer_args a;
	__u32 key = 0;

	for (int r = 0; r < ROUNDS; r++) {
		long before = dcounts().hruns;
		int err = bpf_map_update_elem(
			bpf_map__fd(bpf_object__find_map_by_name(dobj, "hcopy_frames")),
			&key, zero, BPF_ANY);

		err = err ? -errno
			  : dop("drive_hcopy", DEFER_START_DELETE, 0, 0, 7, NULL, &a);
		usleep(100000); /* a work item that claimed the frame has finished */
		long runs = dcounts().hruns - before;

		if (err || a.status != BPF_CORO_SUSPENDED || a.status2 != 0)
			bad++;
		else if (runs == 0)
			pending++;
		else if (runs == 1)
			ran++;
		else
			bad++;
	}
	result(!bad && pending > 0, "element_delete_cancels_work",
	       "%d rounds: %d deleted with the work pending (nothing ran), "
	       "%d after the work ran, %d wrong", ROUNDS, pending, ran, bad);
}

static void test_defer_busy(void)
{
	unsigned int x = 1234;
	struct defer_args a;
	struct frame_view v;
	int err = dop("drive_mixed", DEFER_START, 0, 0, 7, &x, &a);

	if (err || a.status != BPF_CORO_SUSPENDED || a.out != 1) {
		result(0, "program_resume_of_deferred_frame_is_busy",
		       "start: err %d status %d out %ld", err, a.status, a.out);
		return;
	}
	/* Resume the yield (to the defer), then resume again at once. */
	err = dop("drive_mixed", DEFER_RESUME_TWICE, 0, 5, 0, NULL, &a);
	v = wait_done("mixed_frames", "mixed__coro_frame", 0, 2000);
	int busy = a.status2 == BPF_CORO_BUSY && a.index2 == a.index;
	/* The work item won the race: the second resume found it DONE. */
	int late = a.status2 == BPF_CORO_INVALID &&
		   a.index2 == BPF_CORO_INDEX_DONE;
	result(!err && a.status == BPF_CORO_SUSPENDED && a.index != 0 &&
		       a.index < 0xfffffffe && (busy || late) &&
		       v.index == BPF_CORO_INDEX_DONE &&
		       v.status == BPF_CORO_DONE && v.out == 5 + 1234 + 7 &&
		       dcounts().yields == 1,
	       "program_resume_of_deferred_frame_is_busy",
	       "err %d first %d (index %u) second %d (index %#x) final %#x "
	       "status %d out %ld (want %d)",
	       err, a.status, a.index, a.status2, a.index2, v.index, v.status,
	       v.out, 5 + 1234 + 7);
	printf("  second resume at once: %s\n",
	       busy ? "BUSY, frame unchanged"
		    : late ? "the work item had finished (INVALID at DONE)"
			   : "?");
}

static void test_defer_loop(void)
{
	struct defer_args a;
	struct frame_view v;
	long t0 = now_ms();
	int err = dop("drive_loop", DEFER_START, 0, 0, 1000, NULL, &a);

	v = wait_done("loop_frames", "loop__coro_frame", 0, 20000);
	result(!err && a.status == BPF_CORO_SUSPENDED &&
		       v.index == BPF_CORO_INDEX_DONE && v.out == 1000 &&
		       dcounts().loops == 1000,
	       "defer_1000_times_in_a_loop", "err %d index %#x out %ld loops %ld",
	       err, v.index, v.out, dcounts().loops);
	printf("  1000 defers took %ld ms\n", now_ms() - t0);
}

/* The tests below, each reported as skipped on a kernel without bpf_wq. */
static const char *const defer_tests[] = {
	"defer_loads", "frame_btf_has_wq", "frame_without_defer_has_no_wq",
	"defer_copies_user_memory", "destroy_while_deferred_runs_nothing",
	"element_delete_cancels_work", "program_resume_of_deferred_frame_is_busy",
	"defer_1000_times_in_a_loop",
};

/*
 * Whether the kernel lacks what the object at path needs: first the await's
 * own kfunc (a kernel without it lacks the await, whatever else it lacks),
 * then any other. If so, reports each of the n tests as skipped, naming it.
 */
static bool skip_without(const char *path, const char *await_kfunc,
			 const char *const *tests, size_t n)
{
	const char *kfunc = NULL;
	struct btf *vmlinux = btf__load_vmlinux_btf();
	char skip[256];
	struct utsname u;

	if (!libbpf_get_error(vmlinux)) {
		if (btf__find_by_name_kind(vmlinux, await_kfunc, BTF_KIND_FUNC) < 0)
			kfunc = await_kfunc;
		btf__free(vmlinux);
	}
	if (!kfunc)
		kfunc = missing_kfunc(path);
	if (!kfunc)
		return false;
	if (uname(&u))
		snprintf(u.release, sizeof(u.release), "this kernel");
	snprintf(skip, sizeof(skip), "skipped: %s lacks kfunc %s (since %s)",
		 u.release, kfunc, kfunc_since(kfunc));
	for (size_t i = 0; i < n; i++)
		printf("SKIP %s: %s\n", tests[i], skip);
	skipped += n;
	return true;
}

static void run_defer_tests(const char *dir)
{
	char path[PATH_MAX];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 1);

	snprintf(path, sizeof(path), "%s/defer.bpf.o", dir);
	/* (bpf_task_from_pid, 6.2, comes earlier in the object's BTF.) */
	if (skip_without(path, "bpf_wq_init", defer_tests,
			 sizeof(defer_tests) / sizeof(*defer_tests)))
		return;
	dobj = bpf_object__open_file(path, &opts);
	if (!dobj || bpf_object__load(dobj)) {
		result(0, "defer_loads", "%s: %s\n%s", path, strerror(errno),
		       log_buf);
		return;
	}
	result(1, "defer_loads", "");
	cur = dobj;
	test_defer_btf();
	test_defer_copies();
	test_defer_destroy();
	test_defer_delete();
	test_defer_busy();
	test_defer_loop();
	cur = obj;
	bpf_object__close(dobj);
}

/* ---- bpf_coro_user_return(): the frame's bpf_task_work (userret.bpf.c) ---- */

/*
 * One operation in a BPF_PROG_TEST_RUN of a SEC("syscall") driver: the task
 * work it schedules runs in this thread on its way back from the bpf()
 * call, so it has run (or found the frame elsewhere) when this returns.
 */
static int uop(const char *prog, int opcode, int key, long in, int n,
	       const void *uptr, struct userret_args *a)
{
	memset(a, 0, sizeof(*a));
	a->op = opcode;
	a->key = key;
	a->in = in;
	a->n = n;
	a->uptr = (unsigned long long)(unsigned long)uptr;
	return test_run(uobj, prog, a, sizeof(*a));
}

static struct userret_counts ucounts(void)
{
	struct userret_counts c;

	read_bss(uobj, &c, sizeof(c));
	return c;
}

static void test_userret_btf(void)
{
	const char *ty = NULL;
	long off = member_offset("where__coro_frame", "__coro_tw", &ty);

	result(off > 0 && off % 8 == 0 && ty && !strcmp(ty, "bpf_task_work"),
	       "frame_btf_has_task_work", "__coro_tw at %ld of type %s", off,
	       ty ? ty : "?");
}

static void test_userret_where(void)
{
	unsigned int me = (unsigned int)syscall(SYS_gettid);
	struct userret_args a;
	struct frame_view v;
	long sum = 0;
	int err;

	for (int i = 0; i < (int)sizeof(ubuf); i++) {
		ubuf[i] = i * 5 + 2;
		sum += ubuf[i];
	}
	err = uop("drive_where", UR_START, 0, 0, sizeof(ubuf), ubuf, &a);
	v = read_frame("where_frames", "where__coro_frame", 0);
	struct userret_counts c = ucounts();
	/* No waiting: the task work ran before bpf() returned. */
	result(!err && a.status == BPF_CORO_SUSPENDED && a.out == 0 &&
		       v.index == BPF_CORO_INDEX_DONE &&
		       v.status == BPF_CORO_DONE && v.out == sum &&
		       c.tid_before[0] == me && c.tid_after[0] == me &&
		       c.copied[0] == sum && c.ustack[0] > 0,
	       "user_return_continues_in_the_task",
	       "err %d start %d out %ld; frame index %#x status %d out %ld "
	       "(want %ld); threads %u -> %u (me %u); user stack %ld bytes",
	       err, a.status, a.out, v.index, v.status, v.out, sum,
	       c.tid_before[0], c.tid_after[0], me, c.ustack[0]);
}

static void test_userret_destroy(void)
{
	struct userret_args a;
	struct frame_view v;
	int err = uop("drive_where", UR_START_DESTROY, 1, 0, 4, ubuf, &a);

	v = read_frame("where_frames", "where__coro_frame", 1);
	result(!err && a.status == BPF_CORO_SUSPENDED &&
		       a.status2 == BPF_CORO_DONE &&
		       a.index2 == BPF_CORO_INDEX_NOT_STARTED &&
		       v.index == BPF_CORO_INDEX_NOT_STARTED &&
		       ucounts().tid_after[1] == 0,
	       "destroy_while_returning_runs_nothing",
	       "err %d start %d destroy %d index %#x; frame index %#x, "
	       "continuation ran in thread %u",
	       err, a.status, a.status2, a.index2, v.index,
	       ucounts().tid_after[1]);
}

/*
 * Destroyed and started again before the first task work ran: the one
 * bpf_task_work is still pending, the second start cannot schedule it
 * (NOT_ARMED, -EBUSY), and the pending one, when it runs, finds no thread
 * recorded and continues nothing. A resume then schedules it again (for
 * its own task) and runs nothing else; that task work finishes the frame.
 */
static void test_userret_restart(void)
{
	unsigned int me = (unsigned int)syscall(SYS_gettid);
	struct userret_args a, r;
	struct frame_view v, w;
	int err = uop("drive_where", UR_START_DESTROY_START, 2, 0, 4, ubuf, &a);

	v = read_frame("where_frames", "where__coro_frame", 2);
	result(!err && a.status == BPF_CORO_SUSPENDED &&
		       a.status2 == BPF_CORO_DONE &&
		       a.status3 == BPF_CORO_NOT_ARMED && a.out == -EBUSY &&
		       v.index == a.index && ucounts().tid_after[2] == 0,
	       "restarted_while_pending_is_not_armed",
	       "err %d start %d destroy %d start %d out %ld; index %#x -> "
	       "%#x, continuation ran in thread %u",
	       err, a.status, a.status2, a.status3, a.out, a.index, v.index,
	       ucounts().tid_after[2]);
	err = uop("drive_where", UR_RESUME, 2, 0, 0, NULL, &r);
	w = read_frame("where_frames", "where__coro_frame", 2);
	result(!err && r.status == BPF_CORO_SUSPENDED && r.out == 0 &&
		       r.index == a.index && w.index == BPF_CORO_INDEX_DONE &&
		       w.status == BPF_CORO_DONE && ucounts().tid_after[2] == me,
	       "resume_schedules_a_not_armed_user_return",
	       "err %d resume %d out %ld index %#x; frame index %#x status %d, "
	       "continuation ran in thread %u (me %u)",
	       err, r.status, r.out, r.index, w.index, w.status,
	       ucounts().tid_after[2], me);
}

static void test_userret_delete(void)
{
	unsigned char zero[256] = { 0 };
	struct userret_args a;
	__u32 key = 0;
	int err, fd = map_fd("hret_frames");

	if (bpf_map_update_elem(fd, &key, zero, BPF_ANY)) {
		result(0, "element_delete_cancels_task_work", "insert: %s",
		       strerror(errno));
		return;
	}
	err = uop("drive_hret", UR_START_DELETE, 0, 0, 7, NULL, &a);
	result(!err && a.status == BPF_CORO_SUSPENDED && a.status2 == 0 &&
		       ucounts().hruns == 0,
	       "element_delete_cancels_task_work",
	       "err %d start %d delete %d runs after the await %ld", err,
	       a.status, a.status2, ucounts().hruns);
}

static void test_userret_busy(void)
{
	struct userret_args a;
	struct frame_view v;
	int err = uop("drive_loop", UR_START, 0, 0, 3, NULL, &a);

	/* Started: parked at the await, continued on the way out, now at
	 * the yield. Resume: to the await again; resume once more: BUSY. */
	if (!err)
		err = uop("drive_loop", UR_RESUME_TWICE, 0, 0, 0, NULL, &a);
	v = read_frame("loop_frames", "loop__coro_frame", 0);
	result(!err && a.status == BPF_CORO_SUSPENDED &&
		       a.status2 == BPF_CORO_BUSY && a.index2 == a.index &&
		       ucounts().loops == 2 && v.index != a.index,
	       "program_resume_of_returning_frame_is_busy",
	       "err %d resume %d then %d, index %#x then %#x; continuations "
	       "%ld; frame at %#x",
	       err, a.status, a.status2, a.index, a.index2, ucounts().loops,
	       v.index);
	uop("drive_loop", UR_START_DESTROY, 0, 0, 0, NULL, &a);
}

/* One bpf_task_work scheduled 1000 times: start, then 1000 resumes. */
static void test_userret_loop(void)
{
	struct userret_args a;
	long before = ucounts().loops;
	int err = uop("drive_loop", UR_START, 0, 0, 1000, NULL, &a), i;

	for (i = 0; !err && a.status == BPF_CORO_SUSPENDED && i < 1000; i++)
		err = uop("drive_loop", UR_RESUME, 0, 0, 0, NULL, &a);
	result(!err && i == 1000 && a.status == BPF_CORO_DONE && a.out == 1000 &&
		       ucounts().loops - before == 1000,
	       "user_return_1000_times", "err %d after %d resumes: %d out %ld, "
	       "continuations %ld",
	       err, i, a.status, a.out, ucounts().loops - before);
}

/*
 * Two threads resume one frame as fast as they can: each resume that wins
 * the yield schedules the task work for its own thread, which continues the
 * frame to the next yield on that thread's way back from bpf(); a resume
 * that finds the frame parked at the await or claimed gets BUSY. One that
 * wins the yield while the other thread's task work is still returning
 * (it published the yield, the kernel has not yet marked it idle) cannot
 * schedule it (NOT_ARMED, -EBUSY), and a later resume schedules it. Nothing
 * is lost: exactly n resumes schedule a task work or finish, the code after
 * the await runs n times, and the frame ends DONE with n.
 */
#define UR_RACE_N 2000
static long ur_ok[2], ur_busy[2], ur_unarmed[2], ur_other[2];

static void *ur_racer(void *arg)
{
	long id = (long)arg;
	struct userret_args a;

	for (long tries = 0; tries < 10 * 1000 * 1000; tries++) {
		if (uop("drive_loop", UR_RESUME, 0, 0, 0, NULL, &a))
			break;
		if (a.status == BPF_CORO_SUSPENDED || a.status == BPF_CORO_DONE)
			ur_ok[id]++;
		else if (a.status == BPF_CORO_BUSY)
			ur_busy[id]++;
		else if (a.status == BPF_CORO_NOT_ARMED && a.out == -EBUSY)
			ur_unarmed[id]++;
		else if (a.status == BPF_CORO_INVALID && a.index == BPF_CORO_INDEX_DONE)
			break;
		else
			ur_other[id]++;
		if (a.status == BPF_CORO_DONE)
			break;
	}
	return NULL;
}

static void test_userret_race(void)
{
	struct userret_args a;
	struct frame_view v;
	long before = ucounts().loops;
	pthread_t t[2];
	int err = uop("drive_loop", UR_START, 0, 0, UR_RACE_N, NULL, &a);

	for (long i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, ur_racer, (void *)i);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	v = read_frame("loop_frames", "loop__coro_frame", 0);
	result(!err && a.status == BPF_CORO_SUSPENDED &&
		       ur_ok[0] + ur_ok[1] == UR_RACE_N && !ur_other[0] &&
		       !ur_other[1] && ucounts().loops - before == UR_RACE_N &&
		       v.index == BPF_CORO_INDEX_DONE,
	       "resumes_racing_on_two_threads_lose_nothing",
	       "start %d; won %ld + %ld of %d, busy %ld + %ld, other %ld + %ld; "
	       "continuations %ld; frame at %#x",
	       a.status, ur_ok[0], ur_ok[1], UR_RACE_N, ur_busy[0], ur_busy[1],
	       ur_other[0], ur_other[1], ucounts().loops - before, v.index);
	printf("  won %ld and %ld, BUSY %ld and %ld, NOT_ARMED (scheduled by a "
	       "later resume) %ld and %ld times\n", ur_ok[0], ur_ok[1],
	       ur_busy[0], ur_busy[1], ur_unarmed[0], ur_unarmed[1]);
}

/* The tests below, each reported as skipped on a kernel without it. */
static const char *const userret_tests[] = {
	"userret_loads", "frame_btf_has_task_work",
	"user_return_continues_in_the_task",
	"destroy_while_returning_runs_nothing",
	"restarted_while_pending_is_not_armed",
	"resume_schedules_a_not_armed_user_return",
	"element_delete_cancels_task_work",
	"program_resume_of_returning_frame_is_busy", "user_return_1000_times",
	"resumes_racing_on_two_threads_lose_nothing",
};

static void run_userret_tests(const char *dir)
{
	char path[PATH_MAX];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 1);

	snprintf(path, sizeof(path), "%s/userret.bpf.o", dir);
	if (skip_without(path, "bpf_task_work_schedule_resume_impl",
			 userret_tests,
			 sizeof(userret_tests) / sizeof(*userret_tests)))
		return;
	uobj = bpf_object__open_file(path, &opts);
	if (!uobj || bpf_object__load(uobj)) {
		result(0, "userret_loads", "%s: %s\n%s", path, strerror(errno),
		       log_buf);
		return;
	}
	result(1, "userret_loads", "");
	cur = uobj;
	test_userret_btf();
	test_userret_where();
	test_userret_destroy();
	test_userret_restart();
	test_userret_delete();
	test_userret_busy();
	test_userret_loop();
	test_userret_race();
	cur = obj;
	bpf_object__close(uobj);
}

int main(int argc, char **argv)
{
	char path[PATH_MAX], dir[PATH_MAX];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 4);
	char *slash;

	(void)argc;
	libbpf_set_print(silent);
	snprintf(dir, sizeof(dir), "%s", argv[0]);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	else
		strcpy(dir, ".");
	snprintf(path, sizeof(path), "%s/await.bpf.o", dir);
	obj = bpf_object__open_file(path, &opts);
	cur = obj;
	if (!obj || bpf_object__load(obj)) {
		result(0, "await_loads", "%s: %s\n%s", path, strerror(errno),
		       log_buf);
		printf("await: %d passed, %d failed\n", passed, failed);
		return 1;
	}
	result(1, "await_loads", "");
	rb = ring_buffer__new(map_fd("results"), on_rec, NULL, NULL);
	test_btf();
	test_sleep_resumes();
	test_destroy_cancels();
	test_delete_cancels();
	test_lru_evicts();
	test_two_at_once();
	test_thousand();
	test_race();
	test_unload_frees(path);
	run_defer_tests(dir);
	run_userret_tests(dir);
	ring_buffer__free(rb);
	bpf_object__close(obj);
	if (skipped)
		printf("await: %d passed, %d failed, %d skipped\n", passed,
		       failed, skipped);
	else
		printf("await: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
