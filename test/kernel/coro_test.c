// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * coro_test.c - kernel tests of bpfcoro. Loads each test's BPF object
 * (progs/<name>.bpf.c, built with both plugins) into the real verifier,
 * drives its coroutines with BPF_PROG_TEST_RUN, one start/resume/destroy per
 * run, and checks statuses, values in and out and the frames in the maps
 * across runs.
 *
 * Usage: coro_test [-v] [substring...]
 *	-v		show libbpf's debug output of failing tests
 *	substring	run only the tests whose name contains one of them
 *
 * Prints "PASS <test>", "FAIL <test>: <reason>" or "SKIP <test>: skipped:
 * <kernel> lacks kfunc <f> (since <version>)" per test, then
 * "kernel: N passed, N failed[, N skipped]"; exits 1 if anything failed,
 * including when the bpf() syscall itself is unavailable.
 *
 * Adding a test: write one test_<name>() below and list it in tests[]. The
 * EXPECT_* macros record the first failure and jump to the test's out:
 * label, where it releases what it holds.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <arpa/inet.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/udp.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "coro_test.h"
#include "kfunc_probe.h"

/* Wildcard for the out and index expectations of EXPECT_CORO. */
#define ANY LLONG_MIN
/* Status of a struct coro_args whose test run itself failed. */
#define RUN_FAILED (-1000)
/* Room for any frame (frames are at most CORO_MAX_FRAME bytes). */
#define FRAME_BUF 1024

static char obj_dir[PATH_MAX];
static bool verbose;

/* ------------------------------------------------------------------ */
/* Failure recording and libbpf's log                                  */
/* ------------------------------------------------------------------ */

static bool test_failed;
static char fail_msg[4096];
/* Set when the kernel lacks a kfunc the test's object calls (probed). */
static char skip_msg[256];

/* libbpf's messages (with the verifier log) of the current test. */
static char *libbpf_log;
static size_t libbpf_log_len;
#define LIBBPF_LOG_SIZE (4u << 20)

static int libbpf_print(enum libbpf_print_level level, const char *fmt,
			va_list ap)
{
	int n;

	if (level == LIBBPF_DEBUG && !verbose)
		return 0;
	if (libbpf_log_len + 1 >= LIBBPF_LOG_SIZE)
		return 0;
	n = vsnprintf(libbpf_log + libbpf_log_len,
		      LIBBPF_LOG_SIZE - libbpf_log_len, fmt, ap);
	if (n > 0)
		libbpf_log_len += n;
	if (libbpf_log_len >= LIBBPF_LOG_SIZE)
		libbpf_log_len = LIBBPF_LOG_SIZE - 1;
	return 0;
}

/* Records the first failure of the current test. */
static void __attribute__((format(printf, 2, 3)))
test_fail(int line, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (test_failed)
		return;
	test_failed = true;
	va_start(ap, fmt);
	n = vsnprintf(fail_msg, sizeof(fail_msg), fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof(fail_msg))
		snprintf(fail_msg + n, sizeof(fail_msg) - n,
			 " (coro_test.c:%d)", line);
}

/* Prints the log, only its last lines unless -v, indented. */
static void print_libbpf_log(void)
{
	const char *p = libbpf_log, *start = libbpf_log;
	int lines = 0, skip;

	if (!libbpf_log_len)
		return;
	for (p = libbpf_log; *p; p++)
		lines += *p == '\n';
	skip = verbose ? 0 : lines - 40;
	if (skip > 0) {
		printf("    ... (%d earlier lines of libbpf's log cut; -v shows all)\n",
		       skip);
		for (p = libbpf_log; *p && skip; p++)
			if (*p == '\n')
				skip--;
		start = p;
	}
	for (p = start; *p;) {
		const char *nl = strchrnul(p, '\n');

		printf("    %.*s\n", (int)(nl - p), p);
		p = *nl ? nl + 1 : nl;
	}
}

#define EXPECT(cond, fmt, ...)						\
	do {								\
		if (!(cond)) {						\
			test_fail(__LINE__, fmt, ##__VA_ARGS__);	\
			goto out;					\
		}							\
	} while (0)

#define EXPECT_EQ(got, exp, what)					\
	do {								\
		long long __g = (long long)(got);			\
		long long __e = (long long)(exp);			\
		if (__g != __e) {					\
			test_fail(__LINE__,				\
				  "%s: expected %lld (%#llx), got %lld (%#llx)", \
				  what, __e, __e, __g, __g);		\
			goto out;					\
		}							\
	} while (0)

/* ------------------------------------------------------------------ */
/* Names of statuses and indexes, for messages                         */
/* ------------------------------------------------------------------ */

static const char *status_name(int st)
{
	switch (st) {
	case BPF_CORO_DONE: return "DONE";
	case BPF_CORO_SUSPENDED: return "SUSPENDED";
	case BPF_CORO_BUSY: return "BUSY";
	case BPF_CORO_INVALID: return "INVALID";
	case BPF_CORO_CORRUPT: return "CORRUPT";
	case CORO_NO_FRAME: return "NO_FRAME";
	case CORO_BAD_OP: return "BAD_OP";
	case RUN_FAILED: return "TEST_RUN_FAILED";
	default: return "?";
	}
}

static const char *index_name(unsigned int idx, char *buf, size_t n)
{
	switch (idx) {
	case BPF_CORO_INDEX_NOT_STARTED: return "NOT_STARTED(0)";
	case BPF_CORO_INDEX_DONE: return "DONE(0xfffffffe)";
	case BPF_CORO_INDEX_RUNNING: return "RUNNING(0xffffffff)";
	}
	if (idx < 0x1000)
		snprintf(buf, n, "point %u", idx);
	else
		snprintf(buf, n, "%#x (point %u)", idx, idx & 0xfff);
	return buf;
}

/*
 * Whether the index idx is the state want. Tests name the suspension
 * points of a coroutine 1..N: the state of point k is the coroutine's tag
 * and k, (tag << 12) | k (docs/ABI.md section 3), so 1..0xfff matches a
 * tagged state with those low bits; test_state_tags checks the tags.
 */
static bool index_is(unsigned int idx, unsigned int want)
{
	if (want == 0 || want >= 0x1000)
		return idx == want;
	return idx >> 12 && idx < BPF_CORO_INDEX_DONE && (idx & 0xfff) == want;
}

static bool is_suspended_index(unsigned int idx)
{
	return idx != BPF_CORO_INDEX_NOT_STARTED &&
	       idx != BPF_CORO_INDEX_DONE && idx != BPF_CORO_INDEX_RUNNING;
}

/* ------------------------------------------------------------------ */
/* Objects, programs and maps                                          */
/* ------------------------------------------------------------------ */

/*
 * Programs whose load failed, as "<object>/<program>": a later test that
 * needs one fails at once instead of verifying it again (on 6.1 under qemu
 * one such load took 44 s), and a test that does not need it still runs.
 */
static char failed_progs[64][128];
static unsigned int nfailed_progs;

static void remember_failed_prog(const char *obj, const char *prog)
{
	if (nfailed_progs < sizeof(failed_progs) / sizeof(failed_progs[0]))
		snprintf(failed_progs[nfailed_progs++], sizeof(failed_progs[0]),
			 "%s/%s", obj, prog);
}

static bool prog_failed_before(const char *obj, const char *prog)
{
	char key[sizeof(failed_progs[0])];

	snprintf(key, sizeof(key), "%s/%s", obj, prog);
	for (unsigned int i = 0; i < nfailed_progs; i++)
		if (!strcmp(failed_progs[i], key))
			return true;
	return false;
}

/*
 * Opens <obj_dir>/<name>.bpf.o and loads only the programs progs names (a
 * NULL-terminated list; they and their subprograms, with every map): a
 * program one test needs and the kernel rejects fails that test, not every
 * test of the object. Records a failure (or a skip, if the object calls a
 * kfunc the kernel lacks) if it can't.
 */
/*
 * "insns <object>/<program> <N>" per loaded program: the instructions the
 * verifier processed (bpf_prog_info.verified_insns, since 5.16), which
 * bench/verifier-work.sh compares between kernels.
 */
static void print_verified_insns(const char *name, struct bpf_object *obj)
{
	struct bpf_program *prog;

	bpf_object__for_each_program(prog, obj) {
		struct bpf_prog_info info = {};
		__u32 len = sizeof(info);
		int fd = bpf_program__fd(prog);

		if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &len))
			continue;
		printf("insns %s/%s %u\n", name, bpf_program__name(prog),
		       info.verified_insns);
	}
}

static struct bpf_object *load_obj(int line, const char *name,
				   const char *const *progs)
{
	char path[PATH_MAX + 64];
	struct bpf_program *prog;
	struct bpf_object *obj;
	const char *kfunc;
	unsigned int i;
	int err;

	/*
	 * The verifier's log goes to a buffer of ours at an explicit level, so
	 * a load is verified once: otherwise libbpf loads at level 0 and on a
	 * failure again and again with ever larger buffers (minutes under
	 * qemu). Level 4 (stats) has the verdict without the instruction
	 * trail, so it fits and cannot turn a good load into ENOSPC where the
	 * log does not rotate (6.1); -v adds the trail (level 1).
	 */
	static char *vlog;
	const size_t vlog_size = 16u << 20;
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_size = vlog_size,
		    .kernel_log_level = verbose ? 1 | 4 : 4);

	for (i = 0; progs[i]; i++)
		if (prog_failed_before(name, progs[i])) {
			test_fail(line, "program %s of %s.bpf.o failed to load in an earlier test, whose log shows the verdict; not verified again",
				  progs[i], name);
			return NULL;
		}
	if (!vlog && !(vlog = malloc(vlog_size))) {
		test_fail(line, "out of memory for the verifier log");
		return NULL;
	}
	vlog[0] = 0;
	opts.kernel_log_buf = vlog;
	snprintf(path, sizeof(path), "%s/%s.bpf.o", obj_dir, name);
	obj = bpf_object__open_file(path, &opts);
	if (!obj) {
		test_fail(line, "opening %s: %s", path, strerror(errno));
		return NULL;
	}
	kfunc = missing_kfunc(path);
	if (kfunc) {
		struct utsname u;

		if (uname(&u))
			snprintf(u.release, sizeof(u.release), "this kernel");
		snprintf(skip_msg, sizeof(skip_msg),
			 "skipped: %s lacks kfunc %s (since %s)", u.release,
			 kfunc, kfunc_since(kfunc));
		bpf_object__close(obj);
		return NULL;
	}
	bpf_object__for_each_program(prog, obj) {
		bool wanted = false;

		for (i = 0; progs[i] && !wanted; i++)
			wanted = !strcmp(bpf_program__name(prog), progs[i]);
		bpf_program__set_autoload(prog, wanted);
	}
	for (i = 0; progs[i]; i++)
		if (!bpf_object__find_program_by_name(obj, progs[i])) {
			test_fail(line, "no program %s in %s", progs[i], path);
			bpf_object__close(obj);
			return NULL;
		}
	err = bpf_object__load(obj);
	if (err) {
		size_t n = strlen(vlog);
		const char *tail = vlog + (n > 8192 && !verbose ? n - 8192 : 0);
		const char *p = libbpf_log;
		bool named = false;

		test_fail(line, "loading %s: %s (libbpf's log follows)", path,
			  strerror(-err));
		/* libbpf names the program the kernel refused. */
		while ((p = strstr(p, "prog '"))) {
			const char *q = strchr(p + 6, '\'');

			if (q && !strncmp(q, "': BPF program load failed", 26)) {
				char pn[64];

				snprintf(pn, sizeof(pn), "%.*s",
					 (int)(q - p - 6), p + 6);
				remember_failed_prog(name, pn);
				named = true;
			}
			p += 6;
		}
		/* Else (a map, say) all of them failed with the object. */
		for (i = 0; progs[i] && !named; i++)
			remember_failed_prog(name, progs[i]);
		if (libbpf_log_len + 32 < LIBBPF_LOG_SIZE)
			libbpf_log_len += snprintf(libbpf_log + libbpf_log_len,
						   LIBBPF_LOG_SIZE - libbpf_log_len,
						   "verifier log:\n%s", tail);
		if (libbpf_log_len >= LIBBPF_LOG_SIZE)
			libbpf_log_len = LIBBPF_LOG_SIZE - 1;
		bpf_object__close(obj);
		return NULL;
	}
	print_verified_insns(name, obj);
	return obj;
}

/* LOAD(obj, "basic", "drive_straight", ...): the object, those programs. */
#define LOAD(obj, name, ...)						\
	do {								\
		obj = load_obj(__LINE__, name,				\
			       (const char *const[]){ __VA_ARGS__, NULL }); \
		if (!obj)						\
			goto out;					\
	} while (0)

/* Skips the test if the kernel lacks feature f (kfunc_probe.h). */
#define NEED(f)								\
	do {								\
		if (kernel_lacks(f, skip_msg, sizeof(skip_msg)))	\
			goto out;					\
	} while (0)

#define PROG(prog, obj, name)						\
	do {								\
		prog = bpf_object__find_program_by_name(obj, name);	\
		EXPECT(prog, "no program %s in the object", name);	\
	} while (0)

#define MAP(map, obj, name)						\
	do {								\
		map = bpf_object__find_map_by_name(obj, name);		\
		EXPECT(map, "no map %s in the object", name);		\
		EXPECT(bpf_map__value_size(map) <= FRAME_BUF,		\
		       "map %s: value of %u bytes", name,		\
		       bpf_map__value_size(map));			\
	} while (0)

/* ------------------------------------------------------------------ */
/* Driving a coroutine: one BPF_PROG_TEST_RUN of a driver program       */
/* ------------------------------------------------------------------ */

/*
 * Runs syscall program prog once with the given request; returns what it
 * reported. A failed test run gives status RUN_FAILED and -errno in out.
 */
static struct coro_args run(struct bpf_program *prog, __u32 op, __u32 key,
			    __s64 in, __s64 a0, __s64 a1, __s64 a2)
{
	struct coro_args a = {
		.op = op, .key = key, .in = in, .arg = { a0, a1, a2 },
		.status = 0x7eadbeef,
	};
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &a,
		    .ctx_size_in = sizeof(a));
	int err;

	err = bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
	if (err) {
		a.status = RUN_FAILED;
		a.out = -errno;
	} else if (opts.retval) {
		a.status = RUN_FAILED;
		a.out = -EPROTO;
	}
	return a;
}

#define start(prog, key, a0, a1, a2) \
	run(prog, CORO_OP_START, key, 0, a0, a1, a2)
#define resume(prog, key, in) run(prog, CORO_OP_RESUME, key, in, 0, 0, 0)
#define destroy(prog, key) run(prog, CORO_OP_DESTROY, key, 0, 0, 0, 0)

static bool check_coro(int line, const char *call, const struct coro_args *r,
		       int status, long long out, long long index)
{
	char b1[32], b2[32];

	if (r->status == RUN_FAILED) {
		test_fail(line, "%s: test run failed: %s", call,
			  strerror((int)-r->out));
		return false;
	}
	if (r->status != status) {
		test_fail(line, "%s: status: expected %s(%d), got %s(%d) (out %lld, index %s)",
			  call, status_name(status), status,
			  status_name(r->status), r->status, (long long)r->out,
			  index_name(r->index, b1, sizeof(b1)));
		return false;
	}
	if (out != ANY && r->out != out) {
		test_fail(line, "%s: out: expected %lld (%#llx), got %lld (%#llx)",
			  call, out, out, (long long)r->out,
			  (long long)r->out);
		return false;
	}
	if (index != ANY && !index_is(r->index, (__u32)index)) {
		test_fail(line, "%s: index: expected %s, got %s", call,
			  index_name((__u32)index, b1, sizeof(b1)),
			  index_name(r->index, b2, sizeof(b2)));
		return false;
	}
	return true;
}

/*
 * EXPECT_CORO(call, status, out, index): run call (start/resume/destroy)
 * and check what it reports; ANY skips out or index.
 */
#define EXPECT_CORO(call, st, outv, idx)				\
	do {								\
		struct coro_args __r = (call);				\
		if (!check_coro(__LINE__, #call, &__r, st, outv, idx))	\
			goto out;					\
	} while (0)

/* Like EXPECT_CORO, also keeping the result in r. */
#define EXPECT_CORO_R(r, call, st, outv, idx)				\
	do {								\
		r = (call);						\
		if (!check_coro(__LINE__, #call, &r, st, outv, idx))	\
			goto out;					\
	} while (0)

/*
 * Starts prog on frame 0 with (a0, a1), resumes it with ins[0], ...,
 * ins[n - 1] and checks it against a host model of the same body: it
 * yields outs[k] at each of its n suspensions, then finishes with want (at
 * the start when n is 0). Records the first mismatch and returns false.
 */
static bool run_like_host(int line, struct bpf_program *prog, long a0,
			  long a1, const long *ins, const long *outs, int n,
			  long want)
{
	struct coro_args r = start(prog, 0, a0, a1, 0);
	char call[64];
	int k;

	snprintf(call, sizeof(call), "start(%ld, %ld)", a0, a1);
	for (k = 0;; k++) {
		bool done = k == n;

		if (!check_coro(line, call, &r,
				done ? BPF_CORO_DONE : BPF_CORO_SUSPENDED,
				done ? want : outs[k],
				done ? BPF_CORO_INDEX_DONE : ANY))
			return false;
		if (done)
			return true;
		snprintf(call, sizeof(call), "resume %d with %ld", k + 1, ins[k]);
		r = resume(prog, 0, ins[k]);
	}
}

#define EXPECT_LIKE_HOST(prog, a0, a1, ins, outs, n, want)		\
	do {								\
		if (!run_like_host(__LINE__, prog, a0, a1, ins, outs, n,	\
				   want))				\
			goto out;					\
	} while (0)

/* ------------------------------------------------------------------ */
/* Frames in maps, seen from user space                                */
/* ------------------------------------------------------------------ */

static __u64 hdr_u64(const void *frame, int off)
{
	__u64 v;

	memcpy(&v, (const char *)frame + off, sizeof(v));
	return v;
}

static __u32 hdr_index(const void *frame)
{
	__u32 v;

	memcpy(&v, (const char *)frame + CORO_HDR_INDEX, sizeof(v));
	return v;
}

static void set_hdr_index(void *frame, __u32 v)
{
	memcpy((char *)frame + CORO_HDR_INDEX, &v, sizeof(v));
}

static void set_hdr_u64(void *frame, int off, __u64 v)
{
	memcpy((char *)frame + off, &v, sizeof(v));
}

#define READ_FRAME(map, key, buf)					\
	do {								\
		__u32 __k = (key);					\
		EXPECT(!bpf_map_lookup_elem(bpf_map__fd(map), &__k, buf), \
		       "reading frame %u of %s: %s", __k,		\
		       bpf_map__name(map), strerror(errno));		\
	} while (0)

#define WRITE_FRAME(map, key, buf)					\
	do {								\
		__u32 __k = (key);					\
		EXPECT(!bpf_map_update_elem(bpf_map__fd(map), &__k, buf, \
					    BPF_ANY),			\
		       "writing frame %u of %s: %s", __k,		\
		       bpf_map__name(map), strerror(errno));		\
	} while (0)

/* The frame bytes in the map must equal want. */
#define EXPECT_FRAME_EQ(map, key, want)					\
	do {								\
		unsigned char __now[FRAME_BUF];				\
		__u32 __sz = bpf_map__value_size(map), __i;		\
		READ_FRAME(map, key, __now);				\
		for (__i = 0; __i < __sz; __i++)			\
			if (__now[__i] != ((unsigned char *)(want))[__i]) \
				break;					\
		EXPECT(__i == __sz,					\
		       "frame %u of %s changed: byte %u is %#x, was %#x", \
		       (__u32)(key), bpf_map__name(map), __i,		\
		       __now[__i < __sz ? __i : 0],			\
		       ((unsigned char *)(want))[__i < __sz ? __i : 0]); \
	} while (0)

/* The __coro_index of the frame in the map must be idx. */
#define EXPECT_MAP_INDEX(map, key, idx)					\
	do {								\
		unsigned char __f[FRAME_BUF];				\
		char __b1[32], __b2[32];				\
		READ_FRAME(map, key, __f);				\
		EXPECT(index_is(hdr_index(__f), (__u32)(idx)),		\
		       "frame %u of %s: __coro_index: expected %s, got %s", \
		       (__u32)(key), bpf_map__name(map),		\
		       index_name((__u32)(idx), __b1, sizeof(__b1)),	\
		       index_name(hdr_index(__f), __b2, sizeof(__b2))); \
	} while (0)

/*
 * Finds the first member called name in aggregate type id, depth first
 * through nested structs and unions (spills sit in per-suspension-point
 * structs inside a union); adds its byte offset to *off.
 */
static bool find_member(const struct btf *btf, int id, const char *name,
			__u32 *off, __u32 *size)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);
	const struct btf_type *mt;
	int i, mid;

	for (i = 0; i < btf_vlen(t); i++, m++) {
		mid = btf__resolve_type(btf, m->type);
		if (mid < 0)
			continue;
		if (!strcmp(btf__name_by_offset(btf, m->name_off), name)) {
			*off += btf_member_bit_offset(t, i) / 8;
			*size = btf__resolve_size(btf, mid);
			return true;
		}
		mt = btf__type_by_id(btf, mid);
		if ((btf_is_struct(mt) || btf_is_union(mt)) &&
		    find_member(btf, mid, name, off, size)) {
			*off += btf_member_bit_offset(t, i) / 8;
			return true;
		}
	}
	return false;
}

/*
 * Offset and size of member of struct frame_struct (<fn>__coro_frame) in
 * the object's BTF; false if there is no such struct or member.
 */
static bool frame_member(struct bpf_object *obj, const char *frame_struct,
			 const char *member, __u32 *off, __u32 *size)
{
	struct btf *btf = bpf_object__btf(obj);
	int id;

	if (!btf)
		return false;
	id = btf__find_by_name_kind(btf, frame_struct, BTF_KIND_STRUCT);
	if (id < 0)
		return false;
	*off = 0;
	return find_member(btf, id, member, off, size);
}

/* ------------------------------------------------------------------ */
/* The tests                                                           */
/* ------------------------------------------------------------------ */

/* straight(a): yields a + 1, then 2x, returns a + x + y; index 1, 2, DONE. */
static void straight_suspend_resume(const char *object)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, object, "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_MAP_INDEX(m, 0, BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_CORO(start(p, 0, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_MAP_INDEX(m, 0, 1);
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_MAP_INDEX(m, 0, 2);
	EXPECT_CORO(resume(p, 0, 7), BPF_CORO_DONE, 10 + 5 + 7,
		    BPF_CORO_INDEX_DONE);
	EXPECT_MAP_INDEX(m, 0, BPF_CORO_INDEX_DONE);
	/* The neighbouring frame was never touched. */
	EXPECT_MAP_INDEX(m, 1, BPF_CORO_INDEX_NOT_STARTED);
out:
	bpf_object__close(obj);
}

static void test_straight_suspend_resume(void)
{
	straight_suspend_resume("basic");
}

/*
 * The states of a coroutine's suspension points (enum fn__coro_state, in
 * order after NOT_STARTED): point k is (tag << 12) | k with one tag per
 * coroutine, neither 0 nor all ones, and the object's two coroutines have
 * different tags; the frame holds exactly those values.
 */
static __u32 state_tag(struct bpf_object *obj, const char *state_enum,
		       int line)
{
	struct btf *btf = bpf_object__btf(obj);
	const struct btf_enum *e;
	const struct btf_type *t;
	__u32 tag = 0;
	int id, k, n;

	id = btf ? btf__find_by_name_kind(btf, state_enum, BTF_KIND_ENUM) : -1;
	if (id < 0) {
		test_fail(line, "no enum %s in the object's BTF", state_enum);
		return 0;
	}
	t = btf__type_by_id(btf, id);
	e = btf_enum(t);
	n = btf_vlen(t);
	if (n < 4 || e[0].val != 0 || (__u32)e[n - 2].val != BPF_CORO_INDEX_DONE ||
	    (__u32)e[n - 1].val != BPF_CORO_INDEX_RUNNING) {
		test_fail(line, "%s: not NOT_STARTED, points, DONE, RUNNING", state_enum);
		return 0;
	}
	tag = (__u32)e[1].val >> 12;
	if (tag == 0 || tag == 0xfffff) {
		test_fail(line, "%s: tag %#x", state_enum, tag);
		return 0;
	}
	for (k = 1; k < n - 2; k++)
		if ((__u32)e[k].val != (tag << 12 | k)) {
			test_fail(line, "%s: %s = %#x, not (%#x << 12) | %d", state_enum,
				  btf__name_by_offset(btf, e[k].name_off),
				  (__u32)e[k].val, tag, k);
			return 0;
		}
	return tag;
}

static void test_state_tags(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 ts, te;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");
	ts = state_tag(obj, "straight__coro_state", __LINE__);
	te = state_tag(obj, "echo__coro_state", __LINE__);
	if (!ts || !te)
		goto out;
	EXPECT(ts != te, "straight and echo share the tag %#x", ts);
	EXPECT_CORO(start(p, 0, 10, 0, 0), BPF_CORO_SUSPENDED, 11, ts << 12 | 1);
	EXPECT_MAP_INDEX(m, 0, ts << 12 | 1);
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_SUSPENDED, 10, ts << 12 | 2);
	EXPECT_MAP_INDEX(m, 0, ts << 12 | 2);
out:
	bpf_object__close(obj);
}

/* The same program built at -O1 (examples and tests use -O2). */
static void test_straight_suspend_resume_O1(void)
{
	straight_suspend_resume("basic_O1");
}

/* echo(): 64-bit and negative values through yield, resume and return. */
static void test_values_in_out(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "basic", "drive_echo");
	PROG(p, obj, "drive_echo");
	MAP(m, obj, "echo_frames");

	EXPECT_CORO(start(p, 3, 0x123456789abcLL, 0, 0), BPF_CORO_SUSPENDED,
		    0x123456789abcLL, ANY);
	EXPECT_CORO(resume(p, 3, -5), BPF_CORO_SUSPENDED, 995, ANY);
	EXPECT_CORO(resume(p, 3, 0x7fffffff00000000LL), BPF_CORO_SUSPENDED,
		    -0x7fffffff00000000LL, ANY);
	EXPECT_CORO(resume(p, 3, -7), BPF_CORO_DONE, -21, BPF_CORO_INDEX_DONE);
	EXPECT_MAP_INDEX(m, 3, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* sum(n): one suspension point inside a loop, resumed n times. */
static void loop_sum(const char *object)
{
	struct bpf_object *obj = NULL;
	struct coro_args r;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 idx;

	LOAD(obj, object, "drive_sum");
	PROG(p, obj, "drive_sum");
	MAP(m, obj, "sum_frames");

	EXPECT_CORO_R(r, start(p, 0, 4, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	idx = r.index;
	EXPECT(is_suspended_index(idx), "suspended at index %u", idx);
	EXPECT_MAP_INDEX(m, 0, idx);
	/* Every iteration suspends at the same point. */
	EXPECT_CORO(resume(p, 0, 10), BPF_CORO_SUSPENDED, 1, idx);
	EXPECT_CORO(resume(p, 0, 20), BPF_CORO_SUSPENDED, 2, idx);
	EXPECT_MAP_INDEX(m, 0, idx);
	EXPECT_CORO(resume(p, 0, 30), BPF_CORO_SUSPENDED, 3, idx);
	EXPECT_CORO(resume(p, 0, 40), BPF_CORO_DONE, 100, BPF_CORO_INDEX_DONE);
	EXPECT_MAP_INDEX(m, 0, BPF_CORO_INDEX_DONE);

	/* Zero iterations: done without ever suspending. */
	EXPECT_CORO(start(p, 1, 0, 0, 0), BPF_CORO_DONE, 0,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

static void test_loop_sum(void)
{
	loop_sum("loop");
}

static void test_loop_sum_O1(void)
{
	loop_sum("loop_O1");
}

/* branch(sel): each arm of an if suspends; both arms in different frames. */
static void test_branch_both_arms(void)
{
	struct bpf_object *obj = NULL;
	struct coro_args r1, r0;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "branch", "drive_branch");
	PROG(p, obj, "drive_branch");
	MAP(m, obj, "branch_frames");

	EXPECT_CORO_R(r1, start(p, 1, 1, 0, 0), BPF_CORO_SUSPENDED, 100, ANY);
	EXPECT_CORO_R(r0, start(p, 0, 0, 0, 0), BPF_CORO_SUSPENDED, 200, ANY);
	EXPECT(is_suspended_index(r1.index) && is_suspended_index(r0.index),
	       "suspended at indexes %u and %u", r1.index, r0.index);
	EXPECT_MAP_INDEX(m, 1, r1.index);
	EXPECT_MAP_INDEX(m, 0, r0.index);

	/* then-arm: (5 + 1) + sel */
	EXPECT_CORO(resume(p, 1, 5), BPF_CORO_DONE, 7, BPF_CORO_INDEX_DONE);
	/* else-arm: 5 * 2, then + 4 at its second suspension, + sel 0 */
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_SUSPENDED, 300, ANY);
	EXPECT_MAP_INDEX(m, 1, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(resume(p, 0, 4), BPF_CORO_DONE, 14, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* straight and echo in one object: own frames, own tokens, no crosstalk. */
static void test_two_coroutines(void)
{
	unsigned char s0[FRAME_BUF], s1[FRAME_BUF], e0[FRAME_BUF];
	struct bpf_map *ms, *me;
	struct bpf_program *ps, *pe;
	struct bpf_object *obj = NULL;

	LOAD(obj, "basic", "drive_straight", "drive_echo");
	PROG(ps, obj, "drive_straight");
	PROG(pe, obj, "drive_echo");
	MAP(ms, obj, "straight_frames");
	MAP(me, obj, "echo_frames");

	EXPECT_CORO(start(ps, 0, 1, 0, 0), BPF_CORO_SUSPENDED, 2, 1);
	EXPECT_CORO(start(pe, 0, 50, 0, 0), BPF_CORO_SUSPENDED, 50, ANY);
	EXPECT_CORO(start(ps, 1, 2, 0, 0), BPF_CORO_SUSPENDED, 3, 1);
	EXPECT_CORO(resume(pe, 0, 1), BPF_CORO_SUSPENDED, 1001, ANY);
	EXPECT_CORO(resume(ps, 0, 3), BPF_CORO_SUSPENDED, 6, 2);

	READ_FRAME(ms, 0, s0);
	READ_FRAME(ms, 1, s1);
	READ_FRAME(me, 0, e0);
	EXPECT(hdr_u64(s0, CORO_HDR_RESUME_FN) != 0,
	       "straight frame: __resume_fn token is 0");
	EXPECT_EQ(hdr_u64(s1, CORO_HDR_RESUME_FN),
		  hdr_u64(s0, CORO_HDR_RESUME_FN),
		  "__resume_fn of two straight frames");
	EXPECT(hdr_u64(e0, CORO_HDR_RESUME_FN) !=
	       hdr_u64(s0, CORO_HDR_RESUME_FN),
	       "straight and echo share __resume_fn token %#llx",
	       (unsigned long long)hdr_u64(s0, CORO_HDR_RESUME_FN));

	/* Destroying one frame leaves the other coroutine's frames alone. */
	EXPECT_CORO(destroy(pe, 0), 0, ANY, BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_FRAME_EQ(ms, 0, s0);
	EXPECT_FRAME_EQ(ms, 1, s1);
	EXPECT_CORO(resume(ps, 0, 4), BPF_CORO_DONE, 1 + 3 + 4,
		    BPF_CORO_INDEX_DONE);
	EXPECT_CORO(resume(ps, 1, 0), BPF_CORO_SUSPENDED, 0, 2);
	EXPECT_CORO(resume(ps, 1, 9), BPF_CORO_DONE, 2 + 0 + 9,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/*
 * 64 sum() frames of an array map live at once, resumed in a shuffled order
 * round after round, each at its own iteration; a model in user space says
 * what every run and every frame's index must be.
 */
static void test_array_many_frames(void)
{
	enum { N = 64 };
	struct { int n, i; long long sum; bool done; } mdl[N];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	struct coro_args r;
	__u32 idx = 0;
	int k, j, round, left = 0;

	LOAD(obj, "loop", "drive_sum");
	PROG(p, obj, "drive_sum");
	MAP(m, obj, "sum_frames");

	for (k = 0; k < N; k++) {
		mdl[k].n = k % 8;	/* 0..7 iterations; 0 ends at once */
		mdl[k].i = 0;
		mdl[k].sum = 0;
		mdl[k].done = mdl[k].n == 0;
		if (mdl[k].done) {
			EXPECT_CORO(start(p, k, mdl[k].n, 0, 0), BPF_CORO_DONE,
				    0, BPF_CORO_INDEX_DONE);
			continue;
		}
		EXPECT_CORO_R(r, start(p, k, mdl[k].n, 0, 0),
			      BPF_CORO_SUSPENDED, 0, idx ? idx : ANY);
		idx = r.index;
		left++;
	}

	for (round = 0; left; round++) {
		EXPECT(round < 16, "still %d frames running after %d rounds",
		       left, round);
		for (j = 0; j < N; j++) {
			long long in;

			k = (j * 37 + round * 11) % N;
			if (mdl[k].done)
				continue;
			in = k * 1000 + mdl[k].i;
			mdl[k].sum += in;
			mdl[k].i++;
			if (mdl[k].i < mdl[k].n) {
				EXPECT_CORO(resume(p, k, in),
					    BPF_CORO_SUSPENDED, mdl[k].i, idx);
			} else {
				EXPECT_CORO(resume(p, k, in), BPF_CORO_DONE,
					    mdl[k].sum, BPF_CORO_INDEX_DONE);
				mdl[k].done = true;
				left--;
			}
		}
		/* Every frame in the map is where the model says. */
		for (k = 0; k < N; k++)
			EXPECT_MAP_INDEX(m, k, mdl[k].done ?
					 BPF_CORO_INDEX_DONE : idx);
	}
out:
	bpf_object__close(obj);
}

/*
 * Frames in a hash map keyed by id: created zero-filled by the BPF program
 * (ids 7, 42) and by user space (id 1000), interleaved, deleted, recreated.
 */
static void test_hash_frames(void)
{
	unsigned char zero[FRAME_BUF] = {}, f7[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 key, next, id = 1000;
	int fd, count;

	LOAD(obj, "hash", "drive_tally");
	PROG(p, obj, "drive_tally");
	MAP(m, obj, "tally_frames");
	fd = bpf_map__fd(m);

	/* Resuming an id without a frame creates nothing. */
	EXPECT_CORO(resume(p, 99, 1), CORO_NO_FRAME, ANY, ANY);
	EXPECT(bpf_map_lookup_elem(fd, &(__u32){ 99 }, f7) && errno == ENOENT,
	       "id 99 has a frame");

	EXPECT(!bpf_map_update_elem(fd, &id, zero, BPF_NOEXIST),
	       "creating frame 1000: %s", strerror(errno));
	EXPECT_CORO(start(p, 7, 0, 0, 0), BPF_CORO_SUSPENDED, 7, ANY);
	EXPECT_CORO(start(p, 42, 0, 0, 0), BPF_CORO_SUSPENDED, 42, ANY);
	EXPECT_CORO(start(p, 1000, 0, 0, 0), BPF_CORO_SUSPENDED, 1000, ANY);

	READ_FRAME(m, 7, f7);
	EXPECT(is_suspended_index(hdr_index(f7)), "frame 7 at index %u",
	       hdr_index(f7));
	EXPECT_CORO(resume(p, 42, 1), BPF_CORO_SUSPENDED, 43, ANY);
	EXPECT_FRAME_EQ(m, 7, f7);
	EXPECT_CORO(resume(p, 7, 3), BPF_CORO_SUSPENDED, 10, ANY);
	EXPECT_CORO(resume(p, 1000, 0), BPF_CORO_SUSPENDED, 1000, ANY);
	EXPECT_CORO(resume(p, 7, 5), BPF_CORO_DONE, 15, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(resume(p, 42, 2), BPF_CORO_DONE, 45, BPF_CORO_INDEX_DONE);
	EXPECT_MAP_INDEX(m, 7, BPF_CORO_INDEX_DONE);
	EXPECT_MAP_INDEX(m, 42, BPF_CORO_INDEX_DONE);
	READ_FRAME(m, 1000, f7);
	EXPECT(is_suspended_index(hdr_index(f7)), "frame 1000 at index %u",
	       hdr_index(f7));
	EXPECT_CORO(resume(p, 1000, 1), BPF_CORO_DONE, 1001,
		    BPF_CORO_INDEX_DONE);

	/* Exactly the three frames exist. */
	count = 0;
	for (key = 0; !bpf_map_get_next_key(fd, count ? &key : NULL, &next);
	     key = next) {
		EXPECT(next == 7 || next == 42 || next == 1000,
		       "unexpected frame id %u", next);
		count++;
	}
	EXPECT_EQ(count, 3, "frames in the hash map");

	/* A deleted frame is gone; starting the id creates it afresh. */
	EXPECT(!bpf_map_delete_elem(fd, &(__u32){ 7 }), "deleting 7: %s",
	       strerror(errno));
	EXPECT_CORO(resume(p, 7, 1), CORO_NO_FRAME, ANY, ANY);
	EXPECT_CORO(start(p, 7, 0, 0, 0), BPF_CORO_SUSPENDED, 7, ANY);
out:
	bpf_object__close(obj);
}

/* Destroy of a suspended frame resets it; then it starts afresh. */
static void test_destroy_suspended(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_CORO(start(p, 2, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_CORO(resume(p, 2, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_CORO(destroy(p, 2), 0, ANY, BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_MAP_INDEX(m, 2, BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_CORO(resume(p, 2, 5), BPF_CORO_INVALID, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);
	/* Destroying a frame that is not started is fine too. */
	EXPECT_CORO(destroy(p, 2), 0, ANY, BPF_CORO_INDEX_NOT_STARTED);

	EXPECT_CORO(start(p, 2, 1, 0, 0), BPF_CORO_SUSPENDED, 2, 1);
	EXPECT_CORO(resume(p, 2, 1), BPF_CORO_SUSPENDED, 2, 2);
	EXPECT_CORO(resume(p, 2, 1), BPF_CORO_DONE, 3, BPF_CORO_INDEX_DONE);
	/* And a finished one. */
	EXPECT_CORO(destroy(p, 2), 0, ANY, BPF_CORO_INDEX_NOT_STARTED);
out:
	bpf_object__close(obj);
}

/* Resume of a not started or finished frame: INVALID, frame unchanged. */
static void test_resume_finished(void)
{
	unsigned char zero[FRAME_BUF] = {}, done[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_CORO(resume(p, 4, 1), BPF_CORO_INVALID, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_FRAME_EQ(m, 4, zero);

	EXPECT_CORO(start(p, 4, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_CORO(resume(p, 4, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_CORO(resume(p, 4, 7), BPF_CORO_DONE, 22, BPF_CORO_INDEX_DONE);
	READ_FRAME(m, 4, done);
	EXPECT_CORO(resume(p, 4, 1), BPF_CORO_INVALID, ANY,
		    BPF_CORO_INDEX_DONE);
	EXPECT_FRAME_EQ(m, 4, done);

	/* A finished frame may be started again. */
	EXPECT_CORO(start(p, 4, 20, 0, 0), BPF_CORO_SUSPENDED, 21, 1);
	EXPECT_CORO(resume(p, 4, 1), BPF_CORO_SUSPENDED, 2, 2);
	EXPECT_CORO(resume(p, 4, 1), BPF_CORO_DONE, 22, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* Start of a suspended frame: INVALID, frame unchanged, still resumable. */
static void test_start_suspended(void)
{
	unsigned char before[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_CORO(start(p, 5, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	READ_FRAME(m, 5, before);
	EXPECT_CORO(start(p, 5, 99, 0, 0), BPF_CORO_INVALID, ANY, 1);
	EXPECT_FRAME_EQ(m, 5, before);
	/* Still the coroutine started with a = 10. */
	EXPECT_CORO(resume(p, 5, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_CORO(start(p, 5, 99, 0, 0), BPF_CORO_INVALID, ANY, 2);
	EXPECT_CORO(resume(p, 5, 7), BPF_CORO_DONE, 22, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* A frame marked running (as if on another CPU): BUSY for every call. */
static void test_busy_frame(void)
{
	unsigned char saved[FRAME_BUF], busy[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_CORO(start(p, 6, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	READ_FRAME(m, 6, saved);
	memcpy(busy, saved, sizeof(busy));
	set_hdr_index(busy, BPF_CORO_INDEX_RUNNING);
	WRITE_FRAME(m, 6, busy);

	EXPECT_CORO(resume(p, 6, 5), BPF_CORO_BUSY, ANY,
		    BPF_CORO_INDEX_RUNNING);
	EXPECT_CORO(start(p, 6, 1, 0, 0), BPF_CORO_BUSY, ANY,
		    BPF_CORO_INDEX_RUNNING);
	EXPECT_CORO(destroy(p, 6), BPF_CORO_BUSY, ANY, BPF_CORO_INDEX_RUNNING);
	EXPECT_FRAME_EQ(m, 6, busy);

	/* Once "the other CPU" is done, the coroutine carries on. */
	WRITE_FRAME(m, 6, saved);
	EXPECT_CORO(resume(p, 6, 5), BPF_CORO_SUSPENDED, 10, 2);
out:
	bpf_object__close(obj);
}

/*
 * __coro_index written from user space to a value straight() cannot have
 * (one of its points with the tag changed or dropped, as ABI version 1
 * numbered them, a third point, anything else): resume gives CORRUPT and
 * leaves every byte; destroy resets the frame.
 */
static void test_corrupt_index(void)
{
	unsigned char good[FRAME_BUF], frame[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 bad[6];
	unsigned int i;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");

	EXPECT_CORO(start(p, 0, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	READ_FRAME(m, 0, good);
	bad[0] = hdr_index(good) ^ 0x1000;	/* another tag, same point */
	bad[1] = hdr_index(good) ^ 0x80000000u;
	bad[2] = 1;				/* point 1 untagged */
	bad[3] = hdr_index(good) + 2;		/* point 3 of 2 */
	bad[4] = 12345;
	bad[5] = 0x80000000u;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memcpy(frame, good, sizeof(frame));
		set_hdr_index(frame, bad[i]);
		WRITE_FRAME(m, 0, frame);
		EXPECT_CORO(resume(p, 0, 5), BPF_CORO_CORRUPT, ANY, ANY);
		EXPECT_FRAME_EQ(m, 0, frame);
	}
	EXPECT_CORO(destroy(p, 0), BPF_CORO_CORRUPT, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_MAP_INDEX(m, 0, BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_INVALID, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_CORO(start(p, 0, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_SUSPENDED, 10, 2);
out:
	bpf_object__close(obj);
}

/*
 * Another coroutine's frame (echo's suspended header and state copied over
 * straight's): its tag is not straight's, so resume gives CORRUPT, bytes
 * unchanged, and destroy reports CORRUPT and resets. The tokens are not
 * what resume checks (ABI version 2): straight's own state with the
 * __resume_fn slot written over still resumes. A finished frame carries no
 * tag: destroy tells it is straight's by the tokens (DONE with echo's, or
 * a flipped bit, is CORRUPT).
 */
static void test_corrupt_token(void)
{
	unsigned char good[FRAME_BUF], echo[FRAME_BUF], frame[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *ps, *pe;
	struct bpf_map *ms, *me;
	__u64 bad[2], token;
	unsigned int i;

	LOAD(obj, "basic", "drive_straight", "drive_echo");
	PROG(ps, obj, "drive_straight");
	PROG(pe, obj, "drive_echo");
	MAP(ms, obj, "straight_frames");
	MAP(me, obj, "echo_frames");

	EXPECT_CORO(start(ps, 1, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_CORO(start(pe, 1, 10, 0, 0), BPF_CORO_SUSPENDED, 10, 1);
	READ_FRAME(ms, 1, good);
	READ_FRAME(me, 1, echo);
	EXPECT(hdr_index(echo) >> 12 != hdr_index(good) >> 12,
	       "echo and straight share the tag %#x", hdr_index(good) >> 12);

	memcpy(frame, good, sizeof(frame));
	memcpy(frame, echo, CORO_HDR_INDEX + 4);
	WRITE_FRAME(ms, 1, frame);
	EXPECT_CORO(resume(ps, 1, 5), BPF_CORO_CORRUPT, ANY, ANY);
	EXPECT_FRAME_EQ(ms, 1, frame);
	EXPECT_CORO(destroy(ps, 1), BPF_CORO_CORRUPT, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);
	EXPECT_MAP_INDEX(ms, 1, BPF_CORO_INDEX_NOT_STARTED);

	EXPECT_CORO(start(ps, 1, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	READ_FRAME(ms, 1, frame);
	token = hdr_u64(frame, CORO_HDR_RESUME_FN);
	set_hdr_u64(frame, CORO_HDR_RESUME_FN, 0);
	WRITE_FRAME(ms, 1, frame);
	EXPECT_CORO(resume(ps, 1, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_CORO(resume(ps, 1, 7), BPF_CORO_DONE, 10 + 5 + 7,
		    BPF_CORO_INDEX_DONE);
	READ_FRAME(ms, 1, good);
	set_hdr_u64(good, CORO_HDR_RESUME_FN, token);
	bad[0] = hdr_u64(echo, CORO_HDR_RESUME_FN);
	bad[1] = hdr_u64(good, CORO_HDR_DESTROY_FN) ^ 1;
	for (i = 0; i < 2; i++) {
		memcpy(frame, good, sizeof(frame));
		set_hdr_u64(frame, i ? CORO_HDR_DESTROY_FN : CORO_HDR_RESUME_FN,
			    bad[i]);
		WRITE_FRAME(ms, 1, frame);
		EXPECT_CORO(destroy(ps, 1), BPF_CORO_CORRUPT, ANY,
			    BPF_CORO_INDEX_NOT_STARTED);
	}
	WRITE_FRAME(ms, 1, good);
	EXPECT_CORO(destroy(ps, 1), BPF_CORO_DONE, ANY,
		    BPF_CORO_INDEX_NOT_STARTED);

	/* The echo frame whose header was borrowed is unaffected. */
	EXPECT_FRAME_EQ(me, 1, echo);
	EXPECT_CORO(resume(pe, 1, 0), BPF_CORO_SUSPENDED, 1000, ANY);
out:
	bpf_object__close(obj);
}

/* u8/s8/u16/s16/u32/s32/u64/s64 locals survive up to 15 suspensions. */
static void test_widths(void)
{
	static const struct { long long in, out; } v[8] = {
		{ 0x1ff, 0xff },			/* __u8  */
		{ 0x80, -128 },				/* __s8  */
		{ 0x12345, 0x2345 },			/* __u16 */
		{ 0x8001, -32767 },			/* __s16 */
		{ 0x1fffffffeLL, 0xfffffffeLL },	/* __u32 */
		{ 0x80000000LL, -2147483648LL },	/* __s32 */
		{ (long long)0xfedcba9876543210ULL,
		  (long long)0xfedcba9876543210ULL },	/* __u64 */
		{ -2, -2 },				/* __s64 */
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int i;

	LOAD(obj, "locals", "drive_widths");
	PROG(p, obj, "drive_widths");

	EXPECT_CORO(start(p, 0, 77, 0, 0), BPF_CORO_SUSPENDED, 1, ANY);
	for (i = 0; i < 8; i++)
		EXPECT_CORO(resume(p, 0, v[i].in), BPF_CORO_SUSPENDED,
			    i < 7 ? i + 2 : v[0].out, ANY);
	for (i = 1; i < 8; i++)
		EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, v[i].out,
			    ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 77, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* Arrays filled through their address before a suspension, read after. */
static void test_stack_array(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	LOAD(obj, "locals", "drive_stack_array");
	PROG(p, obj, "drive_stack_array");

	EXPECT_CORO(start(p, 0, 5, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 0x11111111, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 0x22222222, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 0x33333333, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 0x44444444, ANY);
	/* 12 bytes memset to 5, 4 bytes copied from 0x33333333 */
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 12 * 5 + 4 * 0x33,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* params(a, b, c): all three read only after the first suspension. */
static void test_params_after_suspend(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	LOAD(obj, "locals", "drive_params");
	PROG(p, obj, "drive_params");

	EXPECT_CORO(start(p, 0, -3, 0x100000005LL, 77), BPF_CORO_SUSPENDED, 0,
		    ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, -3, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 0x100000005LL, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 77, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* Started by one program, resumed by another sharing the frame map. */
static void test_resume_from_other_program(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p1, *p2;

	LOAD(obj, "basic", "drive_straight", "drive_straight_again");
	PROG(p1, obj, "drive_straight");
	PROG(p2, obj, "drive_straight_again");

	EXPECT_CORO(start(p1, 3, 10, 0, 0), BPF_CORO_SUSPENDED, 11, 1);
	EXPECT_CORO(resume(p2, 3, 5), BPF_CORO_SUSPENDED, 10, 2);
	EXPECT_CORO(resume(p1, 3, 7), BPF_CORO_DONE, 22, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(start(p2, 3, 1, 0, 0), BPF_CORO_SUSPENDED, 2, 1);
	EXPECT_CORO(destroy(p1, 3), 0, ANY, BPF_CORO_INDEX_NOT_STARTED);
out:
	bpf_object__close(obj);
}

/* A coroutine without parameters. */
static void test_no_params(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	LOAD(obj, "shapes", "drive_noargs");
	PROG(p, obj, "drive_noargs");

	EXPECT_CORO(start(p, 0, 0, 0, 0), BPF_CORO_SUSPENDED, 1, ANY);
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_SUSPENDED, 2, ANY);
	EXPECT_CORO(resume(p, 0, 7), BPF_CORO_DONE, 12, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* The final result is extended by its declared type's signedness. */
static void test_result_signedness(void)
{
	static const struct { const char *prog; long long out; } v[] = {
		{ "drive_u8", 200 },
		{ "drive_byte", 201 },
		{ "drive_bool", 1 },
		{ "drive_u16", 65000 },
		{ "drive_u32", 0xfffffff0LL },
		{ "drive_enum", 250 },
		{ "drive_s8", -5 },
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	unsigned int i;

	LOAD(obj, "results", "drive_u8", "drive_byte", "drive_bool", "drive_u16",
	     "drive_u32", "drive_enum", "drive_s8");
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		PROG(p, obj, v[i].prog);
		EXPECT_CORO(start(p, 0, 0, 0, 0), BPF_CORO_SUSPENDED, 1, ANY);
		EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, v[i].out,
			    BPF_CORO_INDEX_DONE);
	}
out:
	bpf_object__close(obj);
}

/* A struct, an array and a pointer into it survive two suspensions. */
static void test_aggregates_and_pointer(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int a;

	LOAD(obj, "shapes", "drive_aggregates");
	PROG(p, obj, "drive_aggregates");

	for (a = 5; a <= 6; a++) {
		EXPECT_CORO(start(p, 0, a, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
		EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, a, ANY);
		/* x + 3, y, the four elements, 100 added through q */
		EXPECT_CORO(resume(p, 0, 3), BPF_CORO_DONE,
			    a * 1000 + 3 - a + 4 * a + 6 + 100,
			    BPF_CORO_INDEX_DONE);
	}
out:
	bpf_object__close(obj);
}

/* Two suspensions in one expression, then one in a switch case. */
static void test_yield_in_expr_and_switch(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct coro_args r1, r2;
	int k;

	LOAD(obj, "shapes", "drive_in_expr");
	PROG(p, obj, "drive_in_expr");

	for (k = 0; k < 2; k++) {
		EXPECT_CORO_R(r1, start(p, k, k, 0, 0), BPF_CORO_SUSPENDED,
			      ANY, ANY);
		EXPECT_CORO_R(r2, resume(p, k, 3), BPF_CORO_SUSPENDED, ANY,
			      ANY);
		EXPECT(r1.out + r2.out == 3 && r1.out * r2.out == 2,
		       "frame %d: yielded %lld then %lld, not 1 and 2", k,
		       (long long)r1.out, (long long)r2.out);
		EXPECT(r1.index != r2.index,
		       "both yields of the sum at index %u", r1.index);
		EXPECT_CORO(resume(p, k, 4), BPF_CORO_SUSPENDED, 10 + k, ANY);
	}
	EXPECT_CORO(resume(p, 0, 5), BPF_CORO_DONE, 3 + 4 + 5,
		    BPF_CORO_INDEX_DONE);
	EXPECT_CORO(resume(p, 1, 5), BPF_CORO_DONE, (3 + 4) * 5,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* A suspension in the inner of two loops: 3 x 3 resumes. */
static void test_nested_loops(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int i, j;

	LOAD(obj, "shapes", "drive_nested");
	PROG(p, obj, "drive_nested");

	EXPECT_CORO(start(p, 0, 100, 0, 0), BPF_CORO_SUSPENDED, 100, ANY);
	for (i = 0; i < 3; i++)
		for (j = 0; j < 3; j++) {
			if (i == 2 && j == 2)
				break;
			EXPECT_CORO(resume(p, 0, i * 3 + j + 1),
				    BPF_CORO_SUSPENDED,
				    100 + (j < 2 ? i * 10 + j + 1 : (i + 1) * 10),
				    ANY);
		}
	EXPECT_CORO(resume(p, 0, 9), BPF_CORO_DONE, 45, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/*
 * Suspensions in loops the verifier can bound (progs/loops.bpf.c): that the
 * object loads is the verifier's verdict. Each coroutine is resumed with 1,
 * 2, 3, ... until it finishes: `yields` suspensions, then `result`, worked
 * out from its source below. One test per coroutine: a kernel that rejects
 * one fails that one only.
 */
static const struct {
	const char *prog;
	long a0, a1;
	int yields;
	long result;
} loops_cases[] = {
	/* s += 1 + ... + 5 */
	{ "drive_every_iteration", 5, 0, 5, 15 },
	/* resumed with 1, 2, 3 added; 4 > 3 returns */
	{ "drive_forever", 9, 0, 4, 1 + 2 + 3 },
	/* i = 0, 16, 32 suspend */
	{ "drive_capped", 40, 0, 3, 1 + 2 + 3 },
	/* capped at 256: i = 0, 16, ..., 240, 16 suspensions */
	{ "drive_capped", 5000, 0, 16, 16 * 17 / 2 },
	/* i = 0, 16, ..., 240: 16 suspensions */
	{ "drive_constant", 7, 0, 16, 16 * 17 / 2 },
	/* 2 x 3 suspensions */
	{ "drive_guarded", 2, 3, 6, 6 * 7 / 2 },
	/* no columns: finished at the start */
	{ "drive_guarded", 2, 0, 0, 0 },
};

/* The cases of one program of loops.bpf.o, loaded alone. */
static void loops_verifier_bounds(const char *prog)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	unsigned int c;
	int k;

	LOAD(obj, "loops", prog);
	PROG(p, obj, prog);
	for (c = 0; c < sizeof(loops_cases) / sizeof(loops_cases[0]); c++) {
		if (strcmp(loops_cases[c].prog, prog))
			continue;
		if (!loops_cases[c].yields) {
			EXPECT_CORO(start(p, 0, loops_cases[c].a0,
					  loops_cases[c].a1, 0),
				    BPF_CORO_DONE, loops_cases[c].result,
				    BPF_CORO_INDEX_DONE);
			continue;
		}
		EXPECT_CORO(start(p, 0, loops_cases[c].a0, loops_cases[c].a1,
				  0),
			    BPF_CORO_SUSPENDED, ANY, ANY);
		for (k = 1; k < loops_cases[c].yields; k++)
			EXPECT_CORO(resume(p, 0, k), BPF_CORO_SUSPENDED, ANY,
				    ANY);
		EXPECT_CORO(resume(p, 0, k), BPF_CORO_DONE,
			    loops_cases[c].result, BPF_CORO_INDEX_DONE);
	}
out:
	bpf_object__close(obj);
}

static void test_loop_every_iteration(void)
{
	loops_verifier_bounds("drive_every_iteration");
}

static void test_loop_forever(void)
{
	loops_verifier_bounds("drive_forever");
}

static void test_loop_capped(void)
{
	loops_verifier_bounds("drive_capped");
}

static void test_loop_constant(void)
{
	loops_verifier_bounds("drive_constant");
}

static void test_loop_guarded(void)
{
	loops_verifier_bounds("drive_guarded");
}

/* grid(2, 3) whatever the arguments asked: 6 suspensions. */
static void test_loop_grid(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int k;

	LOAD(obj, "loops", "drive_grid");
	PROG(p, obj, "drive_grid");
	EXPECT_CORO(start(p, 0, 9, 9, 0), BPF_CORO_SUSPENDED, ANY, ANY);
	for (k = 1; k < 6; k++)
		EXPECT_CORO(resume(p, 0, k), BPF_CORO_SUSPENDED, ANY, ANY);
	EXPECT_CORO(resume(p, 0, k), BPF_CORO_DONE, 6 * 7 / 2,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* may_goto bounds a loop between suspensions (a kernel feature of 6.9). */
static void test_loop_may_goto(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	NEED(FEAT_MAY_GOTO);
	LOAD(obj, "loops", "drive_may_goto");
	PROG(p, obj, "drive_may_goto");
	/* i = 0, 16, 32 suspend */
	EXPECT_CORO(start(p, 0, 40, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	EXPECT_CORO(resume(p, 0, 1), BPF_CORO_SUSPENDED, 16, ANY);
	EXPECT_CORO(resume(p, 0, 2), BPF_CORO_SUSPENDED, 32, ANY);
	EXPECT_CORO(resume(p, 0, 3), BPF_CORO_DONE, 1 + 2 + 3,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/*
 * An open-coded iterator's whole loop between suspensions (progs/
 * loops_iter.bpf.c; bpf_iter_num_* came in 6.4): four times 0 + 1 + 2, the
 * resume values ignored.
 */
static void test_loop_iterator(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int k;

	LOAD(obj, "loops_iter", "drive_iterator");
	PROG(p, obj, "drive_iterator");
	EXPECT_CORO(start(p, 0, 3, 0, 0), BPF_CORO_SUSPENDED, 3, ANY);
	for (k = 1; k < 4; k++)
		EXPECT_CORO(resume(p, 0, k), BPF_CORO_SUSPENDED, 3 * (k + 1),
			    ANY);
	EXPECT_CORO(resume(p, 0, k), BPF_CORO_DONE, 4 * 3,
		    BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* rotate() of progs/loops.bpf.c on the host: yields to outs[], ins[] back. */
static long rotate_host(int a, int b, const long *ins, long *outs, int *n)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u8 v = b;

	*n = 0;
	for (int i = 0; i < 3; i++) {
		arr[(i + 1) & 3] = arr[v & 3];
		if ((__u32)a == v)
			continue;
		outs[*n] = i + 1;
		a += ins[(*n)++];
		outs[*n] = arr[a & 3];
		v += ins[(*n)++];
	}
	return (int)(arr[0] + arr[1] + arr[2] + arr[3]);
}

/*
 * A loop counter with a few values is split into them after a resume, so
 * that an index LLVM computes from it stays in bounds for the verifier
 * (the object loads), into a local array (rotate) and into a map value
 * (rotate_value); the values match the host, with and without the
 * iterations that skip the suspensions.
 */
static void test_loop_counter_split(void)
{
	static const long ins[6] = { 1, 2, 3, 250, 7, 9 };
	static const int starts[][2] = { { 1, 2 }, { 5, 5 }, { 2, 1 } };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[6], want;
	unsigned int c;
	int n;

	LOAD(obj, "loops", "drive_rotate", "drive_rotate_value");
	for (c = 0; c < 2 * sizeof(starts) / sizeof(starts[0]); c++) {
		const char *prog = c % 2 ? "drive_rotate_value" : "drive_rotate";
		int a = starts[c / 2][0], b = starts[c / 2][1];

		PROG(p, obj, prog);
		want = rotate_host(a, b, ins, outs, &n);
		EXPECT_LIKE_HOST(p, a, b, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* ne_exit() of progs/loopbound.bpf.c on the host. */
static long ne_exit_host(int x, const long *ins, long *outs, int *n)
{
	long s = 0;

	*n = 0;
	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			outs[*n] = i;
			s += ins[(*n)++];
			/* fall through */
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return (int)s;
}

/*
 * Loops the loop check once rejected though the verifier bounds them
 * (progs/loopbound.bpf.c): each loads, and each coroutine yields and returns
 * what the same C does on the host. One test per program, so that a kernel
 * rejecting one shape fails that shape only.
 */
static const long loopbound_ins[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

/*
 * ne_exit: a `!=` exit, for x that suspend at none, one (the last i, 48,
 * too) or several iterations and leave by the goto.
 */
static void test_loopbound_ne_exit(void)
{
	static const int xs[] = { 45, 42, 40, 0, -45, -47, 5, 1 };
	const long *ins = loopbound_ins;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[10], want;
	unsigned int c;
	int n;

	LOAD(obj, "loopbound", "drive_ne_exit");
	PROG(p, obj, "drive_ne_exit");
	for (c = 0; c < sizeof(xs) / sizeof(xs[0]); c++) {
		want = ne_exit_host(xs[c], ins, outs, &n);
		EXPECT_LIKE_HOST(p, xs[c], 0, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* start_constant: started only as start_constant(20). */
static void test_loopbound_start_constant(void)
{
	const long *ins = loopbound_ins;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[10], want;
	int n;

	LOAD(obj, "loopbound", "drive_start_constant");
	PROG(p, obj, "drive_start_constant");
	want = 0;
	for (n = 0; n < 10; n++) {
		outs[n] = 2 * n + 1;
		want += ins[n];
	}
	/* the argument passed at run time is ignored: it starts with 20 */
	EXPECT_LIKE_HOST(p, 99, 0, ins, outs, 10, want);
out:
	bpf_object__close(obj);
}

/* The small counters stepped by `i += 1`. */
static void test_loopbound_counters(void)
{
	static const char *const counters[] = {
		"drive_count_s8", "drive_count_u8", "drive_count_s16",
		"drive_count_u16", "drive_count_s8_assign",
		"drive_count_u16_assign",
	};
	const long *ins = loopbound_ins;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[10], want;
	unsigned int c;
	int n;

	LOAD(obj, "loopbound", "drive_count_s8", "drive_count_u8",
	     "drive_count_s16", "drive_count_u16", "drive_count_s8_assign",
	     "drive_count_u16_assign");
	for (c = 0; c < sizeof(counters) / sizeof(counters[0]); c++) {
		PROG(p, obj, counters[c]);
		want = 0;
		for (n = 0; n < 5; n++) {
			outs[n] = 2 * n + 1;
			want += ins[n];
		}
		EXPECT_LIKE_HOST(p, 0, 0, ins, outs, 5, want);
	}
out:
	bpf_object__close(obj);
}

static void test_nested_variable_bound(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int n, i, j;
	long sum;

	LOAD(obj, "shapes", "drive_nested_n");
	PROG(p, obj, "drive_nested_n");

	for (n = 2; n <= 4; n += 2) {
		sum = 0;
		EXPECT_CORO(start(p, 0, n, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++) {
				int last = i == n - 1 && j == n - 1;
				long next = j + 1 < n ? i * 10 + j + 1
						      : (i + 1) * 10;

				sum += i + j;
				if (last)
					EXPECT_CORO(resume(p, 0, i + j),
						    BPF_CORO_DONE, sum,
						    BPF_CORO_INDEX_DONE);
				else
					EXPECT_CORO(resume(p, 0, i + j),
						    BPF_CORO_SUSPENDED, next,
						    ANY);
			}
	}
out:
	bpf_object__close(obj);
}

/* A coroutine starting and finishing another one across its own suspension. */
static void test_coroutine_drives_coroutine(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	LOAD(obj, "shapes", "drive_outer");
	PROG(p, obj, "drive_outer");

	EXPECT_CORO(start(p, 0, 7, 0, 0), BPF_CORO_SUSPENDED, 7, ANY);
	EXPECT_CORO(resume(p, 0, 100), BPF_CORO_DONE, 107, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* many() of shapes.bpf.c on the host: yields go to outs[], ins[] come back. */
static long many_host(long seed, const long *ins, long *outs)
{
	static const long src[8] = { 3, 5, 7, 11, 13, 17, 19, 23 };
	long a = seed, b = seed * 3;
	int n = 0;

	for (int r = 0; r < 3; r++) {
		long c = src[0] + a, d = src[1] ^ b;
		long e = src[2] * c, f = src[3] - d;
		long g, h, in, in2;

		if ((seed + r) & 1) {
			g = src[4] + e;
			h = src[5] * f;
		} else {
			g = src[6] - f;
			h = src[7] + e;
		}
		outs[n] = a + b;
		in = ins[n++];
		a += in + c - d;
		b ^= e + f + g + h + in;
		outs[n] = a - b + c * d;
		in2 = ins[n++];
		a = a * 3 + in2 + g + e;
		b = b - h + in2 + f;
	}
	return a ^ b;
}

/*
 * Eight values live across each of two points, saved as they are computed:
 * every yielded value and the result match the host, for both parities.
 */
static void test_many_live_values(void)
{
	static const long ins[6] = { 101, -7, 33, 1 << 20, -99999, 5 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[6], want;
	int seed;

	LOAD(obj, "shapes", "drive_many");
	PROG(p, obj, "drive_many");

	for (seed = 4; seed <= 5; seed++) {
		want = many_host(seed, ins, outs);
		EXPECT_LIKE_HOST(p, seed, 0, ins, outs, 6, want);
	}
out:
	bpf_object__close(obj);
}

/* hundred() of live_many.bpf.c on the host, over the map's values v[]. */
static long hundred_host(__u64 seed, const __u32 *v, const long *ins,
			 long *outs)
{
	__u64 acc = seed;

	for (int r = 0; r < 3; r++) {
		outs[r] = acc;
		for (int i = 0; i < 100; i++)
			acc = ((acc ^ v[i]) * 31) + ins[r];
	}
	return acc;
}

/*
 * A hundred values live across one suspension (bench's `live 100`, which
 * failed in the backend with "BPF stack limit exceeded"): it compiles,
 * loads and matches the host, the map's values changed between runs.
 */
static void test_hundred_live_values(void)
{
	static const long ins[3] = { 7, -1, 1 << 30 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 v[100];
	long outs[3], want;

	LOAD(obj, "live_many", "drive_hundred");
	PROG(p, obj, "drive_hundred");
	m = bpf_object__find_map_by_name(obj, "live_vals");
	EXPECT(m != NULL, "map live_vals");
	for (int round = 0; round < 2; round++) {
		for (int i = 0; i < 100; i++)
			v[i] = (i + 1) * 2654435761u ^ (round ? 0x5a5a5a5au : 0);
		EXPECT(!bpf_map_update_elem(bpf_map__fd(m), &(__u32){ 0 }, v,
					    BPF_ANY),
		       "fill live_vals");
		want = hundred_host(round + 3, v, ins, outs);
		EXPECT_LIKE_HOST(p, round + 3, 0, ins, outs, 3, want);
	}
out:
	bpf_object__close(obj);
}

/* early() of shapes.bpf.c on the host: yields go to outs[], ins[] back. */
static long early_host(int a, int b, const long *ins, long *outs, int *n)
{
	long x = a * 3, y = b * 5, z = a ^ b, w = a + b;
	int arr[4] = { a, b, 0, 0 };
	long s = 0;

	*n = 0;
	for (int i = 0; i < 4; i++) {
		arr[(i + 1) & 3] = i;
		for (int j = 0; j < 3; j++) {
			if ((j + b) & 1)
				continue;
			outs[*n] = i * 10 + j;
			s += ins[(*n)++] + x + y + z + w;
		}
	}
	return s + arr[0] + arr[1] + arr[2] + arr[3];
}

/*
 * Values saved where they are computed, with the outer counter's next
 * value computed before the inner loop: every yielded value (which names i
 * and j) and the result match the host, for both parities of b.
 */
static void test_early_saves_in_nested_loops(void)
{
	static const long ins[12] = { 5, -3, 100, 7, 1 << 16, -1,
				      42, 9, -77, 3, 11, 13 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[12], want;
	int b, n;

	LOAD(obj, "shapes", "drive_early");
	PROG(p, obj, "drive_early");

	for (b = 6; b <= 7; b++) {
		want = early_host(3, b, ins, outs, &n);
		EXPECT_LIKE_HOST(p, 3, b, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* choose() of shapes.bpf.c on the host: yields go to outs[], ins[] back. */
static long choose_host(int a, int b, const long *ins, long *outs)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u32 other[2] = { 100, 200 };
	__u32 *p = (a & 1) ? &arr[b & 3] : &arr[3];
	__u32 *q, *r;

	if (b & 2)
		q = &other[a & 1];
	else
		q = &arr[0];
	if (a & 2)
		r = &arr[(a + b) & 3];
	else
		r = &other[b & 1];
	outs[0] = *p;
	*p += ins[0];
	outs[1] = *q;
	*q += ins[1];
	outs[2] = *r;
	*r += ins[2];
	return (int)(arr[0] + arr[1] + arr[2] + arr[3] + other[0] + other[1]);
}

/*
 * Pointers into locals chosen by a condition (selects, and a phi over two
 * arrays) survive suspensions: for every a & 3 and b & 3, the values read
 * through them and the sum of what was written match the host.
 */
static void test_pointer_chosen_by_condition(void)
{
	static const long ins[3] = { 1000, 30000, 500000 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[3], want;
	int a, b;

	LOAD(obj, "shapes", "drive_choose");
	PROG(p, obj, "drive_choose");

	for (a = 4; a <= 7; a++)
		for (b = 4; b <= 7; b++) {
			want = choose_host(a, b, ins, outs);
			EXPECT_LIKE_HOST(p, a, b, ins, outs, 3, want);
		}
out:
	bpf_object__close(obj);
}

/* clobber() of shapes.bpf.c on the host: yields go to outs[], ins[] back. */
#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long clobber_host(long a, long b, const long *ins, long *outs, int *n)
{
	__s64 v0 = (__s64)(240);
	__s64 v1 = (__s64)(b);
	__u32 v2 = (__u32)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 872U, 645U };
	int n0 = (int)(((__u64)a >> 4) & 3) + 1;
	int n1 = (int)(((__u64)a >> 0) & 3) + 1;

	*n = 0;

	arr0[((4ULL << 20)) & 3] = (__u32)YIELD(((v0 > v1) ? (__u64)arr0[v2 & 3] : ((__u64)v0 | (__u64)v0)));
	arr0[((__u64)(v1 >= v0)) & 3] = (__u32)YIELD(0xc945f49b74cc7806ULL);
	v0 = (__s64)(((__u64)a & ((__u64)v1 | ((__u64)arr0[v1 & 3] ^ (__u64)v1))));
	for (int i0 = 0; i0 < 2; i0++) {
		v2 = (__u32)((__u64)v2 + (__u64)YIELD(((v0 != 22) ? ((__u64)v2 << 33) : (__u64)a)));
		if ((YIELD((__u64)(v2 <= v0)) & 2) == 0) {
			v1 = (__s64)((__u64)((__s64)((__u64)(((13ULL) & 7) > 1)) >> 30));
			arr0[(((__u64)v2 >> 51)) & 3] = (__u32)YIELD((__u64)(i0 + 1));
		}
	}
	return (long)(((v0 < 4) ? (14ULL >> 52) : (__u64)(v2 <= v0)) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1);
}
#undef YIELD

/*
 * A value saved where it is computed, before a loop whose other suspension
 * lays out other values over its bytes: every yielded value and the result
 * match the host.
 */
static void test_early_save_not_clobbered(void)
{
	/* What the fuzz test resumed seed 2696 with for a = 3 */
	static const long ins[8] = { 0, 14522617, 1973839401853549087L, -4,
				     4, 9970459, -5553212302529317628L, -8 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[8], want;
	int a, n;

	LOAD(obj, "shapes", "drive_clobber");
	PROG(p, obj, "drive_clobber");

	for (a = 3; a <= 4; a++) {
		want = clobber_host(a, 2701, ins, outs, &n);
		EXPECT_LIKE_HOST(p, a, 2701, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* 448 bytes of array live across a suspension: same hash on both sides. */
static void test_large_frame(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	struct coro_args r;

	LOAD(obj, "shapes", "drive_big");
	PROG(p, obj, "drive_big");
	MAP(m, obj, "big_frames");
	EXPECT(bpf_map__value_size(m) >= 20 + 448 &&
	       bpf_map__value_size(m) <= CORO_MAX_FRAME,
	       "frame of %u bytes for 448 live bytes",
	       bpf_map__value_size(m));

	EXPECT_CORO_R(r, start(p, 0, 9, 0, 0), BPF_CORO_SUSPENDED, ANY, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, r.out, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 9, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

/* struct straight__coro_frame in BTF: header layout, size = map value. */
static void test_frame_btf_header(void)
{
	static const struct { const char *name; __u32 off, size; } hdr[] = {
		{ "__resume_fn", CORO_HDR_RESUME_FN, 8 },
		{ "__destroy_fn", CORO_HDR_DESTROY_FN, 8 },
		{ "__coro_index", CORO_HDR_INDEX, 4 },
	};
	struct bpf_object *obj = NULL;
	const struct btf_type *t;
	struct bpf_map *m;
	struct btf *btf;
	__u32 off, size;
	unsigned int i;
	int id;

	LOAD(obj, "basic", "drive_straight");
	MAP(m, obj, "straight_frames");
	btf = bpf_object__btf(obj);
	EXPECT(btf, "the object has no BTF");
	id = btf__find_by_name_kind(btf, "straight__coro_frame",
				    BTF_KIND_STRUCT);
	EXPECT(id > 0, "no struct straight__coro_frame in BTF");
	t = btf__type_by_id(btf, id);
	EXPECT_EQ(t->size, bpf_map__value_size(m),
		  "frame size vs straight_frames value size");
	EXPECT(t->size >= 20 && t->size <= CORO_MAX_FRAME,
	       "frame of %u bytes", t->size);
	for (i = 0; i < 3; i++) {
		EXPECT(frame_member(obj, "straight__coro_frame", hdr[i].name,
				    &off, &size),
		       "no member %s", hdr[i].name);
		EXPECT_EQ(off, hdr[i].off, hdr[i].name);
		EXPECT_EQ(size, hdr[i].size, hdr[i].name);
	}
out:
	bpf_object__close(obj);
}

/*
 * Spilled values are members named after their source variables; what
 * start stored for parameter a of straight() is there, at the BTF offset.
 */
static void test_frame_btf_spill_names(void)
{
	unsigned char f[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m;
	__u32 off, size;
	int a;

	LOAD(obj, "basic", "drive_straight");
	PROG(p, obj, "drive_straight");
	MAP(m, obj, "straight_frames");
	EXPECT(frame_member(obj, "straight__coro_frame", "a", &off, &size),
	       "struct straight__coro_frame has no member a");
	EXPECT_EQ(size, sizeof(int), "size of member a");
	EXPECT(off >= 20 && off + size <= bpf_map__value_size(m),
	       "member a at offset %u", off);

	EXPECT_CORO(start(p, 7, -123456, 0, 0), BPF_CORO_SUSPENDED, -123455, 1);
	READ_FRAME(m, 7, f);
	memcpy(&a, f + off, sizeof(a));
	EXPECT_EQ(a, -123456, "member a in the frame");
out:
	bpf_object__close(obj);
}

/* One UDP packet from saddr to port, as XDP sees it. */
struct knock_pkt {
	struct ethhdr eth;
	struct iphdr ip;
	struct udphdr udp;
} __attribute__((packed));

static int send_knock(struct bpf_program *p, __u32 saddr, int port)
{
	struct knock_pkt pkt = {
		.eth.h_proto = htons(ETH_P_IP),
		.ip = { .version = 4, .ihl = 5, .ttl = 64,
			.protocol = IPPROTO_UDP, .saddr = saddr,
			.daddr = htonl(0x0a000063),
			.tot_len = htons(sizeof(struct iphdr) +
					 sizeof(struct udphdr)) },
		.udp = { .source = htons(40000), .dest = htons(port),
			 .len = htons(sizeof(struct udphdr)) },
	};
	LIBBPF_OPTS(bpf_test_run_opts, opts, .data_in = &pkt,
		    .data_size_in = sizeof(pkt));

	if (bpf_prog_test_run_opts(bpf_program__fd(p), &opts))
		return -errno;
	return opts.retval;
}

#define EXPECT_XDP(call, want)						\
	do {								\
		int __ret = (call);					\
		EXPECT(__ret == (want), "%s: expected %s, got %d", #call, \
		       #want, __ret);					\
	} while (0)

/*
 * XDP port knocking, one coroutine per source address in an LRU hash map,
 * resumed by each packet; two sources knock interleaved, one wrongly.
 */
static void test_xdp_knock(void)
{
	__u32 a = htonl(0x0a000001), b = htonl(0x0a000002), c;
	unsigned char f[FRAME_BUF];
	struct bpf_object *obj = NULL;
	struct bpf_map *frames, *allowed, *last;
	struct bpf_program *p;
	__s32 st;
	__u32 v;

	LOAD(obj, "knock", "xdp_knock");
	PROG(p, obj, "xdp_knock");
	MAP(frames, obj, "knock_frames");
	MAP(allowed, obj, "allowed");
	MAP(last, obj, "last_status");

	EXPECT_XDP(send_knock(p, a, 1001), XDP_DROP);
	EXPECT_XDP(send_knock(p, b, 1001), XDP_DROP);
	EXPECT_XDP(send_knock(p, a, 1002), XDP_DROP);
	EXPECT(!bpf_map_lookup_elem(bpf_map__fd(last), &(__u32){ 0 }, &st),
	       "reading last_status: %s", strerror(errno));
	EXPECT_EQ(st, BPF_CORO_SUSPENDED, "status after a's second knock");
	READ_FRAME(frames, a, f);
	EXPECT(is_suspended_index(hdr_index(f)), "a's frame at index %u",
	       hdr_index(f));

	EXPECT_XDP(send_knock(p, b, 5555), XDP_DROP);	/* wrong: b over */
	EXPECT(!bpf_map_lookup_elem(bpf_map__fd(last), &(__u32){ 0 }, &st),
	       "reading last_status: %s", strerror(errno));
	EXPECT_EQ(st, BPF_CORO_DONE, "status after b's wrong knock");
	EXPECT_MAP_INDEX(frames, b, BPF_CORO_INDEX_DONE);

	EXPECT_XDP(send_knock(p, a, 1003), XDP_PASS);	/* a is in */
	EXPECT_XDP(send_knock(p, a, 9), XDP_PASS);
	EXPECT_XDP(send_knock(p, b, 1001), XDP_DROP);	/* b starts over */
	EXPECT_XDP(send_knock(p, b, 1002), XDP_DROP);
	EXPECT_XDP(send_knock(p, b, 9), XDP_DROP);
	EXPECT_XDP(send_knock(p, b, 1001), XDP_DROP);
	EXPECT_XDP(send_knock(p, b, 1002), XDP_DROP);
	EXPECT_XDP(send_knock(p, b, 1003), XDP_PASS);	/* b is in */

	EXPECT(!bpf_map_lookup_elem(bpf_map__fd(allowed), &a, &v),
	       "a not allowed");
	EXPECT(!bpf_map_lookup_elem(bpf_map__fd(allowed), &b, &v),
	       "b not allowed");
	c = htonl(0x0a000003);
	EXPECT_XDP(send_knock(p, c, 1003), XDP_DROP);
	EXPECT(bpf_map_lookup_elem(bpf_map__fd(allowed), &c, &v),
	       "c allowed after one wrong knock");
out:
	bpf_object__close(obj);
}

struct percpu_result {
	__s64 status, out, destroyed;
};

/* One XDP run of percpu.bpf.c's xdp_sum3 with \p in; its results. */
static struct percpu_result sum3_run(struct bpf_program *p,
				     struct bpf_map *results, __u64 in)
{
	/* XDP test runs take an Ethernet frame at least: the number first. */
	__u64 pkt[8] = { in };
	struct percpu_result r = { .status = -1000 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .data_in = pkt,
		    .data_size_in = sizeof(pkt));

	if (bpf_prog_test_run_opts(bpf_program__fd(p), &opts) ||
	    bpf_map_lookup_elem(bpf_map__fd(results), &(__u32){ 0 }, &r))
		r.status = -errno;
	return r;
}

/*
 * A __bpf_coro_percpu coroutine (no claim, docs/ABI.md section 3.1) in the
 * real verifier and across runs: it suspends and resumes with its frame in
 * a per-CPU array, starts over when done, and destroy resets it (its
 * plain stores: test/lit/split/percpu-plain-stores.c).
 */
static void test_xdp_percpu(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_map *results;
	struct percpu_result r;
	struct bpf_program *p;

	LOAD(obj, "percpu", "xdp_sum3");
	PROG(p, obj, "xdp_sum3");
	MAP(results, obj, "results");

	r = sum3_run(p, results, 5);
	EXPECT_EQ(r.status, BPF_CORO_SUSPENDED, "start");
	EXPECT_EQ(r.out, 5, "first yield");
	r = sum3_run(p, results, 7);
	EXPECT_EQ(r.status, BPF_CORO_SUSPENDED, "first resume");
	EXPECT_EQ(r.out, 12, "second yield");
	r = sum3_run(p, results, 100);
	EXPECT_EQ(r.status, BPF_CORO_DONE, "second resume");
	EXPECT_EQ(r.out, 112, "result");
	r = sum3_run(p, results, 1);
	EXPECT_EQ(r.status, BPF_CORO_SUSPENDED, "start after done");
	EXPECT_EQ(r.out, 1, "first yield again");
	r = sum3_run(p, results, 0);
	EXPECT_EQ(r.destroyed, BPF_CORO_DONE, "destroy of a suspended frame");
	r = sum3_run(p, results, 9);
	EXPECT_EQ(r.status, BPF_CORO_SUSPENDED, "start after destroy");
	EXPECT_EQ(r.out, 9, "first yield after destroy");
out:
	bpf_object__close(obj);
}

/* ------------------------------------------------------------------ */
/* Concurrency stress                                                  */
/* ------------------------------------------------------------------ */

enum { STRESS_THREADS = 4, STRESS_FRAMES = 2, STRESS_RUNS = 150000 };
#define STRESS_SECONDS 3.0

struct stress_thread {
	pthread_t tid;
	struct bpf_program *prog;
	unsigned int seed;
	long long *vals[STRESS_FRAMES];
	long nvals[STRESS_FRAMES];
	long runs, busy, bad;
	struct coro_args first_bad;
};

static double now_sec(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *stress_worker(void *arg)
{
	struct stress_thread *t = arg;
	double end = now_sec() + STRESS_SECONDS;
	struct coro_args r;
	int k;

	for (t->runs = 0; t->runs < STRESS_RUNS; t->runs++) {
		if (!(t->runs & 255) && now_sec() > end)
			break;
		k = rand_r(&t->seed) % STRESS_FRAMES;
		r = resume(t->prog, k, 1);
		if (r.status == BPF_CORO_SUSPENDED)
			t->vals[k][t->nvals[k]++] = r.out;
		else if (r.status == BPF_CORO_BUSY)
			t->busy++;
		else if (!t->bad++)
			t->first_bad = r;
	}
	return NULL;
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return x < y ? -1 : x > y;
}

/*
 * STRESS_THREADS threads resume the same STRESS_FRAMES counter() frames
 * concurrently. Every SUSPENDED result carries the next integer of that
 * frame: together they must be exactly 0..K-1, no value lost or doubled.
 * BUSY results are allowed (and counted).
 */
static void stress_concurrent(const char *object)
{
	struct stress_thread th[STRESS_THREADS] = {};
	long long *all = NULL;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long runs = 0, busy = 0, n, i;
	int k, t, started = 0;
	double t0 = now_sec();

	LOAD(obj, object, "drive_counter");
	PROG(p, obj, "drive_counter");

	for (k = 0; k < STRESS_FRAMES; k++)
		EXPECT_CORO(start(p, k, 0, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	for (t = 0; t < STRESS_THREADS; t++) {
		th[t].prog = p;
		th[t].seed = 1234 + t;
		for (k = 0; k < STRESS_FRAMES; k++) {
			th[t].vals[k] = calloc(STRESS_RUNS, sizeof(long long));
			EXPECT(th[t].vals[k], "out of memory");
		}
	}
	for (t = 0; t < STRESS_THREADS; t++, started++)
		EXPECT(!pthread_create(&th[t].tid, NULL, stress_worker, &th[t]),
		       "pthread_create failed");
	for (t = 0; t < started; t++)
		pthread_join(th[t].tid, NULL);
	started = 0;

	for (t = 0; t < STRESS_THREADS; t++) {
		runs += th[t].runs;
		busy += th[t].busy;
		EXPECT(!th[t].bad,
		       "thread %d: %ld runs neither SUSPENDED nor BUSY, first: %s(%d) out %lld",
		       t, th[t].bad, status_name(th[t].first_bad.status),
		       th[t].first_bad.status,
		       (long long)th[t].first_bad.out);
	}

	all = calloc(STRESS_THREADS * STRESS_RUNS + 1, sizeof(long long));
	EXPECT(all, "out of memory");
	for (k = 0; k < STRESS_FRAMES; k++) {
		n = 0;
		all[n++] = 0;	/* from start */
		for (t = 0; t < STRESS_THREADS; t++) {
			memcpy(all + n, th[t].vals[k],
			       th[t].nvals[k] * sizeof(long long));
			n += th[t].nvals[k];
		}
		qsort(all, n, sizeof(long long), cmp_ll);
		for (i = 0; i < n; i++)
			EXPECT(all[i] == i,
			       "frame %d: %lld yields, sorted value %ld is %lld (%s)",
			       k, (long long)n, i, all[i],
			       i && all[i] == all[i - 1] ? "duplicate" : "lost value");
		/* No hidden run either: the next value is exactly n. */
		EXPECT_CORO(resume(p, k, 1), BPF_CORO_SUSPENDED, n, ANY);
	}
	printf("  stress_concurrent (%s): %d threads, %d frames, %ld runs, %ld BUSY, %.1f s\n",
	       object, STRESS_THREADS, STRESS_FRAMES, runs, busy,
	       now_sec() - t0);
out:
	for (t = 0; t < started; t++)
		pthread_join(th[t].tid, NULL);
	for (t = 0; t < STRESS_THREADS; t++)
		for (k = 0; k < STRESS_FRAMES; k++)
			free(th[t].vals[k]);
	free(all);
	bpf_object__close(obj);
}

static void test_stress_concurrent(void)
{
	stress_concurrent("counter");
}

/*
 * The number of store-release instructions (-bpf-coro-publish=release's
 * publishes) in the programs of object name, or -1 if it does not open.
 */
static int store_releases(const char *name)
{
	char path[PATH_MAX + 64];
	struct bpf_program *prog;
	struct bpf_object *obj;
	int n = 0;

	snprintf(path, sizeof(path), "%s/%s.bpf.o", obj_dir, name);
	obj = bpf_object__open_file(path, NULL);
	if (!obj)
		return -1;
	bpf_object__for_each_program(prog, obj) {
		const struct bpf_insn *in = bpf_program__insns(prog);

		for (size_t i = 0; i < bpf_program__insn_cnt(prog); i++)
			n += in[i].code == (BPF_STX | BPF_ATOMIC | BPF_W) &&
			     in[i].imm == 0x110 /* BPF_STORE_REL */;
	}
	bpf_object__close(obj);
	return n;
}

/*
 * The objects built with -bpf-coro-publish=release publish with store-release
 * instructions, and behave as the default ones do: one thread, then the
 * concurrent resumes (the claim sees every value the last run saved).
 */
static void test_publish_release(void)
{
	static const char *const objects[] = { "basic_release",
					       "loop_release",
					       "counter_release" };

	NEED(FEAT_STORE_RELEASE);
	for (size_t i = 0; i < sizeof(objects) / sizeof(objects[0]); i++) {
		int n = store_releases(objects[i]);

		EXPECT(n > 0, "%s.bpf.o has %d store-release instructions",
		       objects[i], n);
	}
	straight_suspend_resume("basic_release");
	if (test_failed)
		goto out;
	loop_sum("loop_release");
	if (test_failed)
		goto out;
	stress_concurrent("counter_release");
out:
	return;
}

enum { RACE_THREADS = 4, RACE_ROUNDS = 2000 };

/*
 * Runs worker(arg) on RACE_THREADS threads through RACE_ROUNDS rounds:
 * before each, frame 0 of drive's map is destroyed; then the threads pass
 * *bar twice (go, all done). Returns the destroys that failed, or -1 with
 * the test failed. A thread that cannot be created after another was
 * ends the whole run: the others would wait at the barrier for ever.
 */
static int race_rounds(const char *name, pthread_barrier_t *bar,
		       struct bpf_program *drive, void *(*worker)(void *),
		       void *arg)
{
	pthread_t tid[RACE_THREADS];
	int t, round, started = 0, bad_destroys = -1;
	bool barrier = false;

	EXPECT(!pthread_barrier_init(bar, NULL, RACE_THREADS + 1),
	       "pthread_barrier_init failed");
	barrier = true;
	for (t = 0; t < RACE_THREADS; t++, started++)
		EXPECT(!pthread_create(&tid[t], NULL, worker, arg),
		       "pthread_create failed");
	bad_destroys = 0;
	for (round = 0; round < RACE_ROUNDS; round++) {
		if (destroy(drive, 0).status != 0)
			bad_destroys++;
		pthread_barrier_wait(bar);	/* go */
		pthread_barrier_wait(bar);	/* all have run */
	}
	for (t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
	started = 0;
out:
	if (started) {
		printf("FAIL %s: %s\n", name, fail_msg);
		exit(1);
	}
	if (barrier)
		pthread_barrier_destroy(bar);
	return bad_destroys;
}

enum { CHAIN_RUNS = 8 };	/* runs per thread and round */

struct chain_race {
	pthread_barrier_t bar;
	struct bpf_program *prog;
	/* Per round: the starts that won, and every value a resume yielded. */
	int starts[RACE_ROUNDS];
	long long vals[RACE_ROUNDS][RACE_THREADS * CHAIN_RUNS];
	int nvals[RACE_ROUNDS];
	long busy, bad;
	struct coro_args first_bad;
};

static void *chain_race_worker(void *arg)
{
	struct chain_race *race = arg;
	struct coro_args r;
	int round, k, n;

	for (round = 0; round < RACE_ROUNDS; round++) {
		pthread_barrier_wait(&race->bar);
		for (k = 0; k < CHAIN_RUNS; k++) {
			r = run(race->prog, 0, 0, 0, 0, 0, 0);
			if (r.status == BPF_CORO_BUSY) {
				__atomic_add_fetch(&race->busy, 1,
						   __ATOMIC_RELAXED);
				continue;
			}
			if (r.status != BPF_CORO_SUSPENDED ||
			    (r.arg[2] != -1 && r.arg[2] != 0)) {
				if (!__atomic_fetch_add(&race->bad, 1,
							__ATOMIC_RELAXED))
					race->first_bad = r;
				continue;
			}
			if (r.arg[2] == 0)
				__atomic_add_fetch(&race->starts[round], 1,
						   __ATOMIC_RELAXED);
			n = __atomic_fetch_add(&race->nvals[round], 1,
					       __ATOMIC_RELAXED);
			race->vals[round][n] = r.out;
		}
		pthread_barrier_wait(&race->bar);
	}
	return NULL;
}

/*
 * RACE_THREADS threads run drive_counter_chain (start if not suspended,
 * then resume, in one run) CHAIN_RUNS times each on the same fresh frame,
 * RACE_ROUNDS times: exactly one run per round starts (its start yields
 * 0), and the values the resumes yield are exactly 1..K, none lost or
 * doubled: the frame, claimed by the start, is never released to another
 * CPU before the resume that follows it publishes.
 */
static void test_stress_start_resume_race(void)
{
	static struct chain_race race;
	struct bpf_object *obj = NULL;
	struct bpf_program *p, *d;
	int round, k, bad_destroys;

	memset(&race, 0, sizeof(race));
	LOAD(obj, "counter", "drive_counter", "drive_counter_chain");
	PROG(p, obj, "drive_counter_chain");
	PROG(d, obj, "drive_counter");
	race.prog = p;
	bad_destroys = race_rounds("stress_start_resume_race", &race.bar, d,
				   chain_race_worker, &race);
	if (bad_destroys < 0)
		goto out;
	EXPECT(!race.bad,
	       "%ld runs neither SUSPENDED with the start's 0 or none, nor BUSY; first: %s(%d) out %lld first %lld",
	       race.bad, status_name(race.first_bad.status),
	       race.first_bad.status, (long long)race.first_bad.out,
	       (long long)race.first_bad.arg[2]);
	EXPECT(!bad_destroys, "%d destroys between rounds failed",
	       bad_destroys);
	for (round = 0; round < RACE_ROUNDS; round++) {
		long long *v = race.vals[round];

		qsort(v, race.nvals[round], sizeof(*v), cmp_ll);
		for (k = 0; k < race.nvals[round] && v[k] == k + 1; k++)
			;
		EXPECT(race.starts[round] == 1, "round %d: %d starts won",
		       round, race.starts[round]);
		EXPECT(k == race.nvals[round],
		       "round %d: the %d resumed values are not 1..%d (value %lld at %d)",
		       round, race.nvals[round], race.nvals[round], v[k], k);
	}
	printf("  stress_start_resume_race: %d rounds x %d threads x %d runs, %ld BUSY\n",
	       RACE_ROUNDS, RACE_THREADS, CHAIN_RUNS, race.busy);
out:
	bpf_object__close(obj);
}

struct start_race {
	pthread_barrier_t bar;
	struct bpf_program *prog;
	int wins[RACE_ROUNDS];
	long busy, invalid, bad;
};

static void *start_race_worker(void *arg)
{
	struct start_race *race = arg;
	struct coro_args r;
	int round;

	for (round = 0; round < RACE_ROUNDS; round++) {
		pthread_barrier_wait(&race->bar);
		r = start(race->prog, 0, 0, 0, 0);
		if (r.status == BPF_CORO_SUSPENDED)
			__atomic_add_fetch(&race->wins[round], 1,
					   __ATOMIC_RELAXED);
		else if (r.status == BPF_CORO_BUSY)
			__atomic_add_fetch(&race->busy, 1, __ATOMIC_RELAXED);
		else if (r.status == BPF_CORO_INVALID)
			__atomic_add_fetch(&race->invalid, 1, __ATOMIC_RELAXED);
		else
			__atomic_add_fetch(&race->bad, 1, __ATOMIC_RELAXED);
		pthread_barrier_wait(&race->bar);
	}
	return NULL;
}

/*
 * RACE_THREADS threads start the same fresh frame at once, RACE_ROUNDS
 * times: exactly one start per round may win (SUSPENDED); the others see
 * the frame suspended (INVALID) or being claimed (BUSY).
 */
static void test_stress_start_race(void)
{
	static struct start_race race;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	int round, bad_destroys;

	memset(&race, 0, sizeof(race));
	LOAD(obj, "counter", "drive_counter");
	PROG(p, obj, "drive_counter");
	race.prog = p;
	bad_destroys = race_rounds("stress_start_race", &race.bar, p,
				   start_race_worker, &race);
	if (bad_destroys < 0)
		goto out;
	for (round = 0; round < RACE_ROUNDS; round++)
		EXPECT(race.wins[round] == 1,
		       "round %d: %d of %d concurrent starts won", round,
		       race.wins[round], RACE_THREADS);
	EXPECT(!race.bad, "%ld starts neither SUSPENDED, BUSY nor INVALID",
	       race.bad);
	EXPECT(!bad_destroys, "%d destroys between rounds failed",
	       bad_destroys);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 1, ANY);
	printf("  stress_start_race: %d rounds x %d threads, %ld INVALID, %ld BUSY\n",
	       RACE_ROUNDS, RACE_THREADS, race.invalid, race.busy);
out:
	bpf_object__close(obj);
}

/* undef_save() of undef_save.bpf.c on the host: ins[] are the resumes. */
static long undef_save_host(__s8 p0, long p2, const long *ins, long *outs,
			    int *n)
{
	__s8 v1 = 0;
	__u32 a[6] = { 1, (__u32)p2, 3, (__u32)p0, 5, 6 };
	__u32 *p = &a[0];
	__u64 hh;

	outs[0] = 0;
	outs[1] = 0;
	*n = 2;
	for (__s64 i = -42; i < -39; i += 1) {
		v1 = 1;
		p = &a[1];
	}
	if (ins[1]) {
		outs[(*n)++] = 0;
		p0 = (__s8)ins[2];
	} else if (v1) {
		p = &a[0];
	}
	v1 = (__s8)*p;
	hh = v1;
	for (__u32 k = 0; k < 6; k++)
		hh = (hh ^ a[k]) * 0x100000001b3ULL;
	return (long)hh;
}

/*
 * A value that is poison on some path into a suspension is saved there and
 * reloaded: a frame reused after DONE or destroy (its save area full of an
 * earlier run's bytes) must run exactly as a fresh all-zero one, not return
 * CORRUPT from a range check on what was never defined.
 */
static void test_undefined_saved_value(void)
{
	static const long runs[][3] = {
		{ 9, 1, 200 }, { 9, 0, 0 }, { -1, 5, -7 }, { 0, 0, 0 },
		{ 3, 1, 0x7f }, { 1, 0, 1 },
	};
	static const long p0s[] = { -3, 0, 127, -128, 44 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[3], want;
	unsigned int i, j;
	int n;

	LOAD(obj, "undef_save", "drive_undef_save");
	PROG(p, obj, "drive_undef_save");

	for (i = 0; i < sizeof(p0s) / sizeof(p0s[0]); i++)
		for (j = 0; j < sizeof(runs) / sizeof(runs[0]); j++) {
			long p2 = 0x1234567890L * (long)(j + 1);

			/* On the frame the previous run left DONE. */
			want = undef_save_host(p0s[i], p2, runs[j], outs, &n);
			EXPECT_LIKE_HOST(p, p0s[i], p2, runs[j], outs, n, want);
			/* Suspended part way, destroyed, started again. */
			EXPECT_CORO(start(p, 0, p0s[i], p2, 0), BPF_CORO_SUSPENDED,
				    0, ANY);
			EXPECT_CORO(resume(p, 0, runs[j][0]), BPF_CORO_SUSPENDED,
				    0, ANY);
			if (runs[j][1])
				EXPECT_CORO(resume(p, 0, runs[j][1]),
					    BPF_CORO_SUSPENDED, 0, ANY);
			EXPECT_CORO(destroy(p, 0), BPF_CORO_DONE, ANY,
				    BPF_CORO_INDEX_NOT_STARTED);
			want = undef_save_host(p0s[i], p2, runs[j], outs, &n);
			EXPECT_LIKE_HOST(p, p0s[i], p2, runs[j], outs, n, want);
		}
out:
	bpf_object__close(obj);
}

/* ------------------------------------------------------------------ */
/* The harness                                                         */
/* ------------------------------------------------------------------ */

/* guarded() of progs/guard.bpf.c on the host: yields to outs[], ins[] back. */
#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long guarded_host(int bound, const long *ins, long *outs, int *n)
{
	long arr[16] = {};
	long s = 0;

	*n = 0;
	if (bound < 0 || bound > 16)
		return -1;
	for (int i = 0; i < bound; i++)
		arr[i] = YIELD(i);
	for (int i = 0; i < 16; i++)
		s += arr[i] * (i + 1);
	return s;
}
#undef YIELD

/*
 * The guard docs/usage.md recommends (n checked against the array before
 * a loop whose only test is i < n) loads: after a resume n's range is
 * checked before i < n, and i's bound that follows is checked on i. Every
 * value and the result match the host, for n out of range, 0, some and 16.
 */
static void test_guard_before_loop(void)
{
	static const int bounds[] = { -1, 0, 5, 16, 17 };
	long ins[16], outs[16], want;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	unsigned int c;
	int n;

	for (c = 0; c < 16; c++)
		ins[c] = (long)c * 7919 - 40000;
	LOAD(obj, "guard", "drive_guarded");
	PROG(p, obj, "drive_guarded");
	for (c = 0; c < sizeof(bounds) / sizeof(bounds[0]); c++) {
		want = guarded_host(bounds[c], ins, outs, &n);
		EXPECT_LIKE_HOST(p, bounds[c], 0, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* ne_exit() of progs/ne_exit.bpf.c on the host. */
#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long ne_loop_exit_host(const long *ins, long *outs, int *n)
{
	__u32 a[4] = {};

	*n = 0;
	for (__u32 i = 0; i != 4; i++)
		for (int j = 0; j < 2; j++)
			a[i] += (__u32)YIELD(i);
	return a[0] + a[1] + a[2] + a[3];
}
#undef YIELD

/*
 * A counter that leaves its loop through `i != 4` indexes a[4] after a
 * resume: the range checked is [0, 3], not the header's [0, 4]. Values and
 * result match the host.
 */
static void test_ne_loop_exit(void)
{
	static const long ins[8] = { 1, 20, 300, 4000, 50000, -6, 1L << 33, 8 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[8], want;
	int n;

	LOAD(obj, "ne_exit", "drive_ne_exit");
	PROG(p, obj, "drive_ne_exit");
	want = ne_loop_exit_host(ins, outs, &n);
	EXPECT_LIKE_HOST(p, 0, 0, ins, outs, n, want);
out:
	bpf_object__close(obj);
}

/* count_down() of progs/count_down.bpf.c on the host. */
static __u64 count_down_mix(__u64 x)
{
	return (x ^ (x >> 29)) * 0x9e3779b97f4a7c15ULL;
}

#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long count_down_host(long a, const long *ins, long *outs, int *n)
{
	__u32 arr[4] = { 1, 2, 3, 4 };
	__u64 v;
	int k;

	*n = 0;
	v = (__u64)YIELD(a);
	k = (int)a;
	if (k > 3)
		k = 3;
	if (k < 0)
		k = 0;
	while (k-- > 0)
		arr[count_down_mix(arr[v & 3] - (__u64)(k + 1)) & 3] =
			(__u32)count_down_mix(v);
	v += (__u64)YIELD(arr[0]);
	k = (int)(v - (__u64)a);
	if (k > 4)
		k = 4;
	if (k < 0)
		k = 0;
	while (k-- > 0) {
		if ((__u32)v != arr[k & 3])
			v = (v << 7) ^ count_down_mix((__u64)a);
		else
			v = v % ((v & 7) + 1);
	}
	return (long)(v ^ arr[0] ^ ((__u64)arr[1] << 8) ^
		      ((__u64)arr[2] << 16) ^ ((__u64)arr[3] << 24));
}
#undef YIELD

/*
 * `while (n-- > 0)` over counts a resume knows only as ranges loads (6.12
 * refused it before the test was made one of the next value) and runs each
 * loop zero to four times: values and result match the host.
 */
static void test_count_down(void)
{
	static const long as[] = { 0, 1, 2, 3, 7, -1, -100, 1L << 40 };
	static const long ins[][2] = {
		{ 5, 0 }, { 0, 1 }, { 1, 1 }, { 0, 3 }, { 1, -1 },
		{ 9, 1L << 33 },
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[2], want;
	unsigned int i, j;
	int n;

	LOAD(obj, "count_down", "drive_count_down");
	PROG(p, obj, "drive_count_down");
	for (i = 0; i < sizeof(as) / sizeof(as[0]); i++)
		for (j = 0; j < sizeof(ins) / sizeof(ins[0]); j++) {
			long in[2] = { ins[j][0], ins[j][1] + as[i] };

			want = count_down_host(as[i], in, outs, &n);
			EXPECT_LIKE_HOST(p, as[i], 0, in, outs, n, want);
		}
out:
	bpf_object__close(obj);
}

/* count_down_floor() of progs/count_down_floor.bpf.c on the host. */
static __u64 count_down_floor_mix(__u64 x, __u64 y)
{
	return (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;
}

#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long count_down_floor_host(long a, long b, const long *ins, long *outs,
				  int *n)
{
	__u64 v3 = (__u32)b, v1 = 0;
	int k = (int)count_down_floor_mix(a, b);

	*n = 0;
	if (k > 2)
		k = 2;
	if (k < 0)
		k = 0;
	while (k-- > 0) {
		if (v3 < (__u64)(k + 1))
			continue;
		v1 += YIELD(v1);
		v3 = YIELD(k + 1);
	}
	return (long)(v1 ^ v3);
}
#undef YIELD

/*
 * A count-down known only through a call's result and a clamp, whose
 * `continue` becomes an inner loop: it loads on every kernel (none did
 * before its floor was known and it was split into its values) and runs
 * zero to two times, suspending twice or skipping: values and result match
 * the host.
 */
static void test_count_down_floor(void)
{
	/* mix(a, b) is 1 for (1, 0), 641 for (1, 5), 129 for (1, 1). */
	static const long abs[][2] = {
		{ 0, 0 }, { 1, 0 }, { 1, 5 }, { 1, 1 }, { 1, 2 }, { 8, 3 },
		{ -1, 9 }, { 2, 1L << 32 },
	};
	static const long ins[][4] = {
		{ 10, 7, 1, 4 }, { 3, 9, 0, 0 }, { 0, 0, 5, 1 }, { 6, 1, 2, 2 },
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[4], want;
	unsigned int i, j;
	int n;

	LOAD(obj, "count_down_floor", "drive_count_down_floor");
	PROG(p, obj, "drive_count_down_floor");
	for (i = 0; i < sizeof(abs) / sizeof(abs[0]); i++)
		for (j = 0; j < sizeof(ins) / sizeof(ins[0]); j++) {
			want = count_down_floor_host(abs[i][0], abs[i][1],
						     ins[j], outs, &n);
			EXPECT_LIKE_HOST(p, abs[i][0], abs[i][1], ins[j], outs,
					 n, want);
		}
out:
	bpf_object__close(obj);
}


/* div_clamp() and trunc_clamp() of progs/zext32.bpf.c on the host: the
 * count each computes, clamped to [0, 4] and counted down the same way. */
static long zext32_count_down(int k, __u64 acc)
{
	if (k > 4)
		k = 4;
	if (k < 0)
		k = 0;
	while (k-- > 0)
		acc = acc * 3 + (acc >> 7) + k;
	return (long)acc;
}

#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long div_clamp_host(long a, long b, const long *ins, long *outs, int *n)
{
	__u64 s = (__u64)a & 0x3ffff, acc = (__u64)b;

	*n = 0;
	acc += YIELD(acc);
	return zext32_count_down((int)(s / ((acc & 7) + 1)), acc);
}

static long trunc_clamp_host(long a, long b, const long *ins, long *outs,
			     int *n)
{
	__u64 acc = (__u64)b;
	int k;

	*n = 0;
	acc += YIELD(acc);
	k = (acc & 7) != 7 ? (int)(acc & 8 ? a : (long)(acc >> 4)) : 7 << 18;
	return zext32_count_down(k, acc);
}
#undef YIELD

/*
 * Count-downs clamped to [0, 4] from a 32-bit quotient and from a 64-bit
 * value cut to int, each after a suspension: they load (before, 6.18's
 * verifier walked the loop until it gave up) and run zero to four times,
 * the count cut from values below 0, above 4 and above 32 bits alike:
 * values and result match the host.
 */
static void test_zext32(void)
{
	static const long abs[][2] = {
		{ 0, 0 }, { 3, 0 }, { 0x3ffff, 1 }, { -1, 7 }, { 1L << 32, 2 },
		{ (1L << 32) + 2, 8 }, { -5, 9 }, { 0x7fffffff, 3 },
	};
	static const long ins[][1] = {
		{ 0 }, { 1 }, { 7 }, { 8 }, { 15 }, { -8 }, { 0x48 },
	};
	static const struct {
		const char *prog;
		long (*host)(long, long, const long *, long *, int *);
	} cases[] = {
		{ "drive_div_clamp", div_clamp_host },
		{ "drive_trunc_clamp", trunc_clamp_host },
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[1], want;
	unsigned int c, i, j;
	int n;

	LOAD(obj, "zext32", "drive_div_clamp", "drive_trunc_clamp");
	for (c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		PROG(p, obj, cases[c].prog);
		for (i = 0; i < sizeof(abs) / sizeof(abs[0]); i++)
			for (j = 0; j < sizeof(ins) / sizeof(ins[0]); j++) {
				want = cases[c].host(abs[i][0], abs[i][1],
						     ins[j], outs, &n);
				EXPECT_LIKE_HOST(p, abs[i][0], abs[i][1],
						 ins[j], outs, n, want);
			}
	}
out:
	bpf_object__close(obj);
}

/* clamp_int() and clamp_s16() of progs/count_clamped_after_resume.bpf.c on
 * the host. */
#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
#define CLAMPED_AFTER_RESUME_HOST(name, type)				\
static long name(long a, long b, const long *ins, long *outs, int *n)	\
{									\
	type v = (type)count_down_floor_mix(a, b);			\
	__u64 acc = (__u64)b;						\
	int k;								\
									\
	*n = 0;								\
	acc += YIELD(acc);						\
	k = v;								\
	if (k > 2)							\
		k = 2;							\
	if (k < 0)							\
		k = 0;							\
	while (k-- > 0)							\
		acc = acc / (((acc >> 50) & 7) + 1) + (__u64)v;		\
	return (long)acc;						\
}
CLAMPED_AFTER_RESUME_HOST(clamp_int_host, int)
CLAMPED_AFTER_RESUME_HOST(clamp_s16_host, __s16)
#undef CLAMPED_AFTER_RESUME_HOST
#undef YIELD

/*
 * A count saved across a suspension and clamped after it, counted down
 * without one: both coroutines load on every kernel (the int one did not
 * on 6.1 before counts were chosen among 64-bit registers) and match the
 * host for counts below 0, 0, 1, 2 and above.
 */
static void test_count_clamped_after_resume(void)
{
	static const long abs[][2] = {
		{ 0, 0 }, { 1, 0 }, { 8, 0 }, { 16, 0 }, { 24, 0 }, { 1, 1 },
		{ -1, 9 }, { 0x7fff8, 0 }, { 2, 1L << 40 },
	};
	static const long ins[] = { 5, -3, 1L << 62 };
	static const char *const progs[] = { "drive_clamp_int",
					     "drive_clamp_s16" };
	long (*const host[])(long, long, const long *, long *, int *) = {
		clamp_int_host, clamp_s16_host,
	};
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[1], want;
	unsigned int f, i, j;
	int n;

	LOAD(obj, "count_clamped_after_resume", "drive_clamp_int",
	     "drive_clamp_s16");
	for (f = 0; f < 2; f++) {
		PROG(p, obj, progs[f]);
		for (i = 0; i < sizeof(abs) / sizeof(abs[0]); i++)
			for (j = 0; j < sizeof(ins) / sizeof(ins[0]); j++) {
				want = host[f](abs[i][0], abs[i][1], &ins[j],
					       outs, &n);
				EXPECT_LIKE_HOST(p, abs[i][0], abs[i][1],
						 &ins[j], outs, n, want);
			}
	}
out:
	bpf_object__close(obj);
}

/* again() of progs/again.bpf.c on the host. */
#define YIELD(x) (outs[*n] = (long)(x), ins[(*n)++])
static long again_host(__s32 p0, const long *ins, long *outs, int *n)
{
	__u8 a[16] = {};
	__s32 b[16] = {};
	__u32 v = 0, g = 0;

	*n = 0;
again:
	if (p0) {
		YIELD(1);
		a[g + 1] = (__u8)YIELD(2);
	}
	if ((b[v] || a[g]) && ++g < 5)
		goto again;
	return a[1] + a[2] * 3 + a[3] * 5 + a[4] * 7 + a[5] * 11;
}
#undef YIELD

/*
 * Two suspensions one right after the other in a loop: the index saved
 * across the second is range-checked there as at the first (LLVM
 * sign-extends it). Values and result match the host.
 */
static void test_back_to_back_suspensions(void)
{
	static const long ins[4] = { 9, 0x1234, 7, 300 };
	static const int p0s[] = { 0, 1, -5 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[4], want;
	unsigned int c;
	int n;

	LOAD(obj, "again", "drive_again");
	PROG(p, obj, "drive_again");
	for (c = 0; c < sizeof(p0s) / sizeof(p0s[0]); c++) {
		want = again_host(p0s[c], ins, outs, &n);
		EXPECT_LIKE_HOST(p, p0s[c], 0, ins, outs, n, want);
	}
out:
	bpf_object__close(obj);
}

/* pointer_loop() of progs/pointer_loop.bpf.c on the host. */
static long pointer_loop_host(const long *ins, long *outs)
{
	__u64 a[4] = {};
	__u64 *p = &a[0];

	for (int i = 0; i < 2; i++) {
		outs[i] = 1;
		if (ins[i])
			p = &a[3];
	}
	*p = 7;
	return a[0] + a[3] * 2;
}

/* pointer_step() of progs/pointer_loop.bpf.c on the host. */
static long pointer_step_host(const long *ins, long *outs)
{
	__u32 a[8] = {};
	__u32 *p = &a[1];

	for (int i = 0; i < 3; i++) {
		outs[i] = i;
		*p += ins[i];
		p += 2;
	}
	return a[0] + a[1] * 2 + a[3] * 3 + a[5] * 4 + a[7] * 5;
}

/* pointer_some_steps() of progs/pointer_loop.bpf.c on the host. */
static long pointer_some_steps_host(const long *ins, long *outs)
{
	long a[8] = {};
	long *p = &a[0];

	for (int i = 0; i < 3; i++) {
		outs[i] = i;
		if (ins[i])
			p += 2;
		*p += 1;
	}
	return a[0] + a[2] * 10 + a[4] * 100 + a[6] * 1000;
}

/* stepped_beside() of progs/pointer_loop.bpf.c on the host. */
static long stepped_beside_host(long n, const long *ins, long *outs)
{
	long t[8];
	long s = 0, *p = &t[7];
	int j = 1;

	for (int k = 0; k < 8; k++)
		t[k] = k * 5 + 2;
	for (int i = 0; i < 8; i++, p--, j += 3) {
		long b;

		outs[i] = *p + j;
		b = ins[i];
		s = s * 3 + b * *p + j;
	}
	return s + n;
}

/* negative_index() of progs/pointer_loop.bpf.c on the host. */
static long negative_index_host(long n, const long *ins, long *outs)
{
	long t[41];
	long s = 0;

	for (int k = 0; k < 41; k++)
		t[k] = k * 7 + 1;
	for (int i = -20; i <= 20; i++) {
		outs[i + 20] = i;
		s = s * 3 + t[i + 20] * ins[i + 20];
	}
	return s + n;
}

/*
 * Pointers into a local carried around a loop with a suspension survive
 * it: one chosen by the resume value (a phi fed by a select over itself),
 * for every pair of resume values, and one stepped by 2 each iteration
 * (a phi fed by itself plus 2). The elements written and the results match
 * the host.
 */
static void test_pointer_chosen_in_loop(void)
{
	static const long ins[][2] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { -3, 5 } };
	static const long steps[3] = { 11, 1L << 40, -7 };
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	long outs[3], want;
	unsigned int c;

	LOAD(obj, "pointer_loop", "drive_pointer_loop", "drive_pointer_step",
	     "drive_pointer_some_steps");
	PROG(p, obj, "drive_pointer_loop");
	for (c = 0; c < sizeof(ins) / sizeof(ins[0]); c++) {
		want = pointer_loop_host(ins[c], outs);
		EXPECT_LIKE_HOST(p, 0, 0, ins[c], outs, 2, want);
	}
	PROG(p, obj, "drive_pointer_step");
	want = pointer_step_host(steps, outs);
	EXPECT_LIKE_HOST(p, 0, 0, steps, outs, 3, want);
	/* A pointer stepped on some iterations only, for every choice. */
	PROG(p, obj, "drive_pointer_some_steps");
	for (c = 0; c < 8; c++) {
		long some[3] = { c & 1, (c >> 1) & 1, (c >> 2) & 1 };

		want = pointer_some_steps_host(some, outs);
		EXPECT_LIKE_HOST(p, 0, 0, some, outs, 3, want);
	}
out:
	bpf_object__close(obj);
}

/*
 * A pointer stepped down and a counter stepped by 3 beside the loop's
 * counter come back from every resume as the host has them: computed from
 * the counter, the pointer is as bounded as the counter is, which loads on
 * every kernel (each was saved and checked on its own, and the verifier
 * walked the next `*p` past the array).
 */
static void test_stepped_beside_counter(void)
{
	long ins[8], outs[8], want;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	for (int k = 0; k < 8; k++)
		ins[k] = k * k - 9;
	LOAD(obj, "pointer_loop", "drive_stepped_beside");
	PROG(p, obj, "drive_stepped_beside");
	want = stepped_beside_host(4, ins, outs);
	EXPECT_LIKE_HOST(p, 4, 0, ins, outs, 8, want);
out:
	bpf_object__close(obj);
}

/*
 * A counter from -20 to 20 indexing a local, 41 values: it loads, and every
 * resume gives what the host gives.
 */
static void test_negative_index_many_values(void)
{
	long ins[41], outs[41], want;
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	for (int k = 0; k < 41; k++)
		ins[k] = (k % 5) - 2;
	LOAD(obj, "pointer_loop", "drive_negative_index");
	PROG(p, obj, "drive_negative_index");
	want = negative_index_host(3, ins, outs);
	EXPECT_LIKE_HOST(p, 3, 0, ins, outs, 41, want);
out:
	bpf_object__close(obj);
}

/*
 * co(3) of progs/frame_maps.bpf.c with its frame in map `map` (driven by
 * program `prog`): yields 0, 10, 20 and returns 1 + 2 + 4. A hash map's
 * frame is created here, all zero (never started); a per-CPU map's frame is
 * the current CPU's, so the test stays on one CPU.
 */
static void frames_in(const char *prog, const char *map, bool create)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;
	struct bpf_map *m = NULL;
	cpu_set_t old, one;
	bool pinned = false;
	void *zero = NULL;

	if (!sched_getaffinity(0, sizeof(old), &old)) {
		CPU_ZERO(&one);
		CPU_SET(sched_getcpu(), &one);
		pinned = !sched_setaffinity(0, sizeof(one), &one);
	}
	LOAD(obj, "frame_maps", prog);
	PROG(p, obj, prog);
	if (map) {
		m = bpf_object__find_map_by_name(obj, map);
		EXPECT(m, "no map %s in the object", map);
	}
	if (create) {
		/* per-CPU values are 8-byte aligned, one per possible CPU */
		size_t size = (bpf_map__value_size(m) + 7) & ~7u;
		int ncpu = libbpf_num_possible_cpus();
		enum bpf_map_type t = bpf_map__type(m);

		if (t == BPF_MAP_TYPE_PERCPU_HASH ||
		    t == BPF_MAP_TYPE_LRU_PERCPU_HASH)
			size *= ncpu > 0 ? ncpu : 1;
		zero = calloc(1, size);
		EXPECT(zero, "out of memory");
		EXPECT(!bpf_map_update_elem(bpf_map__fd(m), &(__u32){ 0 }, zero,
					    BPF_NOEXIST),
		       "creating the frame in %s: %s", map, strerror(errno));
	}
	EXPECT_CORO(start(p, 0, 3, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	EXPECT_CORO(resume(p, 0, 1), BPF_CORO_SUSPENDED, 10, ANY);
	EXPECT_CORO(resume(p, 0, 2), BPF_CORO_SUSPENDED, 20, ANY);
	EXPECT_CORO(resume(p, 0, 4), BPF_CORO_DONE, 7, BPF_CORO_INDEX_DONE);
out:
	free(zero);
	bpf_object__close(obj);
	if (pinned)
		sched_setaffinity(0, sizeof(old), &old);
}

static void test_frames_in_hash(void)
{
	frames_in("drive_hash", "hash_frames", true);
}

static void test_frames_in_lru_hash(void)
{
	frames_in("drive_lru", "lru_frames", true);
}

static void test_frames_in_percpu_array(void)
{
	frames_in("drive_percpu_array", "percpu_array_frames", false);
}

static void test_frames_in_percpu_hash(void)
{
	frames_in("drive_percpu_hash", "percpu_hash_frames", true);
}

static void test_frames_in_lru_percpu_hash(void)
{
	frames_in("drive_lru_percpu", "lru_percpu_frames", true);
}

static void test_frames_in_task_storage(void)
{
	if (kernel_lacks(FEAT_SYSCALL_TASK_STORAGE, skip_msg,
			 sizeof(skip_msg)))
		return;
	frames_in("drive_task_storage", NULL, false);
}

/*
 * The bodies the prototype target's lit tests lower (progs/proto_bodies.h),
 * run in the upstream target: what each suspension hands out and the
 * result, so both targets are known to start from correct bodies.
 */
static void test_proto_bodies(void)
{
	struct bpf_object *obj = NULL;
	struct bpf_program *p;

	LOAD(obj, "proto_bodies", "drive_proto_straight", "drive_proto_loop",
	     "drive_proto_branch", "drive_proto_multi");
	PROG(p, obj, "drive_proto_straight");
	EXPECT_CORO(start(p, 0, 10, 0, 0), BPF_CORO_SUSPENDED, 11, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 22, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 43, BPF_CORO_INDEX_DONE);

	PROG(p, obj, "drive_proto_loop");
	EXPECT_CORO(start(p, 0, 4, 0, 0), BPF_CORO_SUSPENDED, 0, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 1, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 2, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 3, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 6, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(start(p, 1, 0, 0, 0), BPF_CORO_DONE, 0, BPF_CORO_INDEX_DONE);

	PROG(p, obj, "drive_proto_branch");
	EXPECT_CORO(start(p, 0, 3, 0, 0), BPF_CORO_SUSPENDED, 9, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 10, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(start(p, 1, 4, 0, 0), BPF_CORO_DONE, 11, BPF_CORO_INDEX_DONE);

	PROG(p, obj, "drive_proto_multi");
	EXPECT_CORO(start(p, 0, 5, 7, 0), BPF_CORO_SUSPENDED, 1, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 2, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_SUSPENDED, 3, ANY);
	EXPECT_CORO(resume(p, 0, 0), BPF_CORO_DONE, 36, BPF_CORO_INDEX_DONE);
	EXPECT_CORO(start(p, 1, 1, 2, 0), BPF_CORO_SUSPENDED, 1, ANY);
	EXPECT_CORO(resume(p, 1, 0), BPF_CORO_SUSPENDED, 2, ANY);
	EXPECT_CORO(resume(p, 1, 0), BPF_CORO_DONE, 7, BPF_CORO_INDEX_DONE);
out:
	bpf_object__close(obj);
}

static const struct {
	const char *name;
	void (*fn)(void);
} tests[] = {
	{ "straight_suspend_resume", test_straight_suspend_resume },
	{ "proto_bodies", test_proto_bodies },
	{ "values_in_out", test_values_in_out },
	{ "loop_sum", test_loop_sum },
	{ "branch_both_arms", test_branch_both_arms },
	{ "two_coroutines", test_two_coroutines },
	{ "array_many_frames", test_array_many_frames },
	{ "hash_frames", test_hash_frames },
	{ "frames_in_hash", test_frames_in_hash },
	{ "frames_in_lru_hash", test_frames_in_lru_hash },
	{ "frames_in_percpu_array", test_frames_in_percpu_array },
	{ "frames_in_percpu_hash", test_frames_in_percpu_hash },
	{ "frames_in_lru_percpu_hash", test_frames_in_lru_percpu_hash },
	{ "frames_in_task_storage", test_frames_in_task_storage },
	{ "destroy_suspended", test_destroy_suspended },
	{ "resume_finished", test_resume_finished },
	{ "start_suspended", test_start_suspended },
	{ "busy_frame", test_busy_frame },
	{ "corrupt_index", test_corrupt_index },
	{ "corrupt_token", test_corrupt_token },
	{ "state_tags", test_state_tags },
	{ "widths", test_widths },
	{ "result_signedness", test_result_signedness },
	{ "stack_array", test_stack_array },
	{ "params_after_suspend", test_params_after_suspend },
	{ "resume_from_other_program", test_resume_from_other_program },
	{ "no_params", test_no_params },
	{ "aggregates_and_pointer", test_aggregates_and_pointer },
	{ "yield_in_expr_and_switch", test_yield_in_expr_and_switch },
	{ "nested_loops", test_nested_loops },
	{ "nested_variable_bound", test_nested_variable_bound },
	{ "loop_every_iteration", test_loop_every_iteration },
	{ "loop_forever", test_loop_forever },
	{ "loop_capped", test_loop_capped },
	{ "loop_constant", test_loop_constant },
	{ "loop_guarded", test_loop_guarded },
	{ "loop_grid", test_loop_grid },
	{ "loop_may_goto", test_loop_may_goto },
	{ "loop_iterator", test_loop_iterator },
	{ "loopbound_ne_exit", test_loopbound_ne_exit },
	{ "loopbound_start_constant", test_loopbound_start_constant },
	{ "loopbound_counters", test_loopbound_counters },
	{ "loop_counter_split", test_loop_counter_split },
	{ "straight_suspend_resume_O1", test_straight_suspend_resume_O1 },
	{ "loop_sum_O1", test_loop_sum_O1 },
	{ "coroutine_drives_coroutine", test_coroutine_drives_coroutine },
	{ "many_live_values", test_many_live_values },
	{ "hundred_live_values", test_hundred_live_values },
	{ "early_saves_in_nested_loops", test_early_saves_in_nested_loops },
	{ "early_save_not_clobbered", test_early_save_not_clobbered },
	{ "pointer_chosen_by_condition", test_pointer_chosen_by_condition },
	{ "large_frame", test_large_frame },
	{ "undefined_saved_value", test_undefined_saved_value },
	{ "frame_btf_header", test_frame_btf_header },
	{ "frame_btf_spill_names", test_frame_btf_spill_names },
	{ "xdp_knock", test_xdp_knock },
	{ "xdp_percpu", test_xdp_percpu },
	{ "stress_concurrent", test_stress_concurrent },
	{ "publish_release", test_publish_release },
	{ "stress_start_race", test_stress_start_race },
	{ "stress_start_resume_race", test_stress_start_resume_race },
	{ "guard_before_loop", test_guard_before_loop },
	{ "ne_loop_exit", test_ne_loop_exit },
	{ "count_down", test_count_down },
	{ "count_down_floor", test_count_down_floor },
	{ "zext32", test_zext32 },
	{ "count_clamped_after_resume", test_count_clamped_after_resume },
	{ "back_to_back_suspensions", test_back_to_back_suspensions },
	{ "pointer_chosen_in_loop", test_pointer_chosen_in_loop },
	{ "stepped_beside_counter", test_stepped_beside_counter },
	{ "negative_index_many_values", test_negative_index_many_values },
};

/* Whether bpf() works at all: a map and a two-instruction program. */
static int probe_bpf(void)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	int fd;

	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "probe", 4, 4, 1, NULL);
	if (fd < 0)
		return -errno;
	close(fd);
	fd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "probe", "GPL", insns,
			   2, NULL);
	if (fd < 0)
		return -errno;
	close(fd);
	return 0;
}

static bool selected(const char *name, int argc, char **argv)
{
	int i;

	if (argc == 0)
		return true;
	for (i = 0; i < argc; i++)
		if (strstr(name, argv[i]))
			return true;
	return false;
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0, skipped = 0, err;
	unsigned int i;
	ssize_t n;
	char *slash;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "-v")) {
		verbose = true;
		argc--, argv++;
	}
	argc--, argv++;

	/* The BPF objects are built next to this binary. */
	n = readlink("/proc/self/exe", obj_dir, sizeof(obj_dir) - 1);
	if (n < 0) {
		printf("FAIL kernel: cannot find my own path: %s\n",
		       strerror(errno));
		printf("kernel: 0 passed, 1 failed\n");
		return 1;
	}
	obj_dir[n] = 0;
	slash = strrchr(obj_dir, '/');
	if (slash)
		*slash = 0;

	libbpf_log = malloc(LIBBPF_LOG_SIZE);
	if (!libbpf_log)
		return 1;
	libbpf_set_print(libbpf_print);

	err = probe_bpf();
	if (err) {
		printf("FAIL kernel: bpf() unavailable: %s (need root or CAP_BPF+CAP_PERFMON)\n",
		       strerror(-err));
		printf("kernel: 0 passed, 1 failed\n");
		return 1;
	}

	for (i = 0; i < sizeof(tests) / sizeof(tests[0]); i++) {
		if (!selected(tests[i].name, argc, argv))
			continue;
		test_failed = false;
		fail_msg[0] = 0;
		libbpf_log_len = 0;
		libbpf_log[0] = 0;
		skip_msg[0] = 0;
		tests[i].fn();
		if (skip_msg[0] && !test_failed) {
			printf("SKIP %s: %s\n", tests[i].name, skip_msg);
			skipped++;
		} else if (test_failed) {
			printf("FAIL %s: %s\n", tests[i].name, fail_msg);
			print_libbpf_log();
			failed++;
		} else {
			printf("PASS %s\n", tests[i].name);
			passed++;
		}
	}
	if (!passed && !failed && !skipped) {
		printf("FAIL kernel: no test matches the arguments\n");
		failed++;
	}
	if (skipped)
		printf("kernel: %d passed, %d failed, %d skipped\n", passed,
		       failed, skipped);
	else
		printf("kernel: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
