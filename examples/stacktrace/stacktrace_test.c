// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * stacktrace_test.c - runs the coroutine version (stacktrace.bpf.o) and the
 * hand-split version (stacktrace_handsplit.bpf.o) against the same workload
 * and checks that both produce the same, correct records.
 *
 * Workload, per version: two traced threads, A and B, each make CALLS marked
 * getppid() syscalls from their own call chain (chain_a_level1 -> 2 -> 3, or
 * chain_b_...), concurrently, plus unmarked noise (getppid without the
 * marker, getpid with it). The main thread, not traced, makes marked calls
 * too. Then the traced syscall becomes pause(): A and B both block in a
 * marked pause(), so both traces are suspended at once, and are woken B
 * first. The marker is the first syscall argument (getppid and pause ignore
 * it): ST_MARK | role << 16 | sequence number.
 *
 * Checks: the coroutine frame's size in BTF; one record per marked syscall
 * of a traced thread and none else; the counters; syscall number at entry
 * and exit; return value; kernel half in kernel text with do_syscall_64 in
 * it; user half = level3, level2, level1 of the thread's own chain in this
 * executable, so each record's halves belong to the same syscall (tid,
 * marker and chain agree); overlapping suspensions finish in wake order;
 * both versions' records equal.
 *
 * Build: -O1 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer (user
 * stacks unwind by frame pointers) and -rdynamic (dladdr names the chain
 * functions). Run as root: stacktrace_test [-v] (-v: libbpf debug output
 * and sample records). Prints PASS/FAIL lines and
 * "stacktrace: N passed, N failed"; exit 1 on any failure. Nothing is
 * pinned; links are destroyed on every path (and die with the process).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "stacktrace.h"
#include "stacktrace_syms.h"

#ifndef __x86_64__
#error "stacktrace reads x86-64 syscall registers (struct pt_regs di/orig_ax)"
#endif

#define ST_MARK 0x53544b2100000000ull	/* "STK!" in the upper half */
#define ST_MARK_MASK 0xffffffff00000000ull
#define CALLS 50
#define KERNEL_MIN 0xffff800000000000ull
#define ERESTARTNOHAND 514	/* kernel-internal (include/linux/errno.h) */

enum role { ROLE_A = 1, ROLE_B = 2, ROLE_MAIN = 3 };

static int passed, failed;
static bool verbose;

static void pass(const char *what, const char *tag)
{
	printf("PASS %s [%s]\n", what, tag);
	passed++;
}

static void fail(const char *what, const char *tag, const char *fmt, ...)
{
	va_list ap;

	printf("FAIL %s [%s]: ", what, tag);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed++;
}

/* ------------------------------------------------------------------ */
/* The call chains                                                      */
/* ------------------------------------------------------------------ */

/*
 * The syscall instruction itself, inline: the user stack's first frame is
 * then in chain_*_level3, not in libc's syscall() (which keeps no frame
 * pointer, so its caller would be lost).
 */
static inline __attribute__((always_inline)) long raw_syscall1(long nr, long a1)
{
	long ret;

	asm volatile("syscall"
		     : "=a"(ret)
		     : "a"(nr), "D"(a1)
		     : "rcx", "r11", "memory");
	return ret;
}

/*
 * Global and noinline so dladdr finds them by name; each touches its own
 * counter after the call, so the call never ends a function (its return
 * address stays inside it) and chains A and B never fold into one.
 *
 * The level3s are leaves: GCC 12 gives a leaf that uses no stack no frame
 * pointer, whatever the flags, and the unwinder would then skip level2.
 * The volatile local gives them a stack frame, hence a frame pointer.
 */
volatile int depth_a, depth_b;

__attribute__((noinline)) long chain_a_level3(long nr, long arg)
{
	volatile long a = arg;
	long r;

	depth_a++;
	r = raw_syscall1(nr, a);
	depth_a--;
	return r;
}

__attribute__((noinline)) long chain_a_level2(long nr, long arg)
{
	long r = chain_a_level3(nr, arg);

	depth_a--;
	return r;
}

__attribute__((noinline)) long chain_a_level1(long nr, long arg)
{
	long r;

	depth_a++;
	r = chain_a_level2(nr, arg);
	depth_a += 0;
	return r;
}

__attribute__((noinline)) long chain_b_level3(long nr, long arg)
{
	volatile long a = arg;
	long r;

	depth_b += 3;
	r = raw_syscall1(nr, a);
	depth_b -= 3;
	return r;
}

__attribute__((noinline)) long chain_b_level2(long nr, long arg)
{
	long r = chain_b_level3(nr, arg);

	depth_b -= 2;
	return r;
}

__attribute__((noinline)) long chain_b_level1(long nr, long arg)
{
	long r;

	depth_b += 2;
	r = chain_b_level2(nr, arg);
	depth_b += 0;
	return r;
}

static const char *const chain_names[][3] = {
	[ROLE_A] = { "chain_a_level3", "chain_a_level2", "chain_a_level1" },
	[ROLE_B] = { "chain_b_level3", "chain_b_level2", "chain_b_level1" },
};

static __u64 marker(enum role role, int seq)
{
	return ST_MARK | (__u64)role << 16 | (__u64)seq;
}

/* ------------------------------------------------------------------ */
/* The workload                                                         */
/* ------------------------------------------------------------------ */

/*
 * Phase 1: CALLS marked getppid() per thread, A and B at once, with noise.
 * Phase 2 (config switched to pause()): one marked pause() per thread. Both
 * threads sit in it at the same time, so both traces are suspended at once;
 * main then wakes B first, then A, so they finish in the other order.
 */
enum { GATE_WAIT, GATE_PHASE1, GATE_PHASE2, GATE_ABORT = -1 };

struct worker {
	pthread_t thread;
	enum role role;
	pid_t tid;
	long rets[CALLS + 1];	/* getppid() x CALLS, then pause() */
	int done;		/* 1 after phase 1, 2 when finished */
};

static int started, gate;

static int wait_gate(int want)
{
	int g;

	while ((g = __atomic_load_n(&gate, __ATOMIC_SEQ_CST)) != want &&
	       g != GATE_ABORT)
		sched_yield();
	return g == want;
}

static long chain(enum role role, long nr, long arg)
{
	return role == ROLE_A ? chain_a_level1(nr, arg) :
				chain_b_level1(nr, arg);
}

void *worker_main(void *p)
{
	struct worker *w = p;
	int i;

	w->tid = syscall(SYS_gettid);
	__atomic_add_fetch(&started, 1, __ATOMIC_SEQ_CST);
	if (!wait_gate(GATE_PHASE1))
		goto out;
	for (i = 0; i < CALLS; i++) {
		long arg = marker(w->role, i);

		w->rets[i] = chain(w->role, SYS_getppid, arg);
		/* Noise: not marked, or not the traced syscall. */
		raw_syscall1(SYS_getppid, i);
		raw_syscall1(SYS_getpid, arg);
	}
	__atomic_store_n(&w->done, 1, __ATOMIC_SEQ_CST);
	if (!wait_gate(GATE_PHASE2))
		goto out;
	raw_syscall1(SYS_getppid, marker(w->role, CALLS + 1)); /* not traced now */
	w->rets[CALLS] = chain(w->role, SYS_pause, marker(w->role, CALLS));
out:
	__atomic_store_n(&w->done, 2, __ATOMIC_SEQ_CST);
	return NULL;
}

static void on_sigusr1(int sig)
{
	(void)sig;
}

/* Is thread tid blocked in syscall nr? (/proc/.../syscall: "nr args...") */
static bool in_syscall(pid_t tid, long nr)
{
	char path[64], buf[64];
	FILE *f;
	bool yes;

	snprintf(path, sizeof(path), "/proc/self/task/%d/syscall", tid);
	f = fopen(path, "r");
	if (!f)
		return false;
	yes = fgets(buf, sizeof(buf), f) && atol(buf) == nr;
	fclose(f);
	return yes;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Wakes w out of pause(): signals until it has finished. */
static void wake(struct worker *w)
{
	while (__atomic_load_n(&w->done, __ATOMIC_SEQ_CST) < 2) {
		syscall(SYS_tgkill, getpid(), w->tid, SIGUSR1);
		usleep(1000);
	}
}

/* ------------------------------------------------------------------ */
/* One run of one version                                               */
/* ------------------------------------------------------------------ */

struct run {
	const char *tag;
	bool ran;			/* loaded, attached, workload done */
	bool overlapped;		/* both threads were in pause() at once */
	struct st_record *recs;
	size_t n, cap;
	struct st_stats stats;
	pid_t tid[4];			/* by role */
	long ppid;			/* what getppid() returns */
	char workload_error[128];
};

static int on_record(void *ctx, void *data, size_t size)
{
	struct run *r = ctx;

	if (size < sizeof(struct st_record))
		return 0;
	if (r->n == r->cap) {
		size_t cap = r->cap ? r->cap * 2 : 128;
		struct st_record *n = realloc(r->recs, cap * sizeof(*n));

		if (!n)
			return -ENOMEM;
		r->recs = n;
		r->cap = cap;
	}
	memcpy(&r->recs[r->n++], data, sizeof(struct st_record));
	return 0;
}

static char obj_dir[PATH_MAX];

static int libbpf_print(enum libbpf_print_level level, const char *fmt,
			va_list ap)
{
	if (level == LIBBPF_DEBUG && !verbose)
		return 0;
	return vfprintf(stderr, fmt, ap);
}

/* The bytes kept between entry and exit: the frame, or the hand-split value. */
static void report_state_size(struct bpf_object *obj, struct run *r)
{
	const struct btf *btf = bpf_object__btf(obj);
	struct bpf_map *frames = bpf_object__find_map_by_name(obj, "frames");
	struct bpf_map *pend = bpf_object__find_map_by_name(obj, "pending");
	long long sz;
	int id;

	if (pend) {
		printf("      state kept between the programs: struct pending_trace, %u bytes\n",
		       bpf_map__value_size(pend));
		return;
	}
	id = btf__find_by_name_kind(btf, "trace_syscall__coro_frame",
				    BTF_KIND_STRUCT);
	sz = id < 0 ? -1 : btf__resolve_size(btf, id);
	if (!frames || sz <= 0 || sz > 512 ||
	    sz != bpf_map__value_size(frames)) {
		fail("frame", r->tag, "expected struct trace_syscall__coro_frame of 1..512 bytes, the size of a \"frames\" value, got %lld",
		     sz);
		return;
	}
	printf("      state kept across the suspension: trace_syscall__coro_frame, %lld bytes\n",
	       sz);
	pass("frame", r->tag);
}

static int map_fd(struct bpf_object *obj, const char *name)
{
	return bpf_map__fd(bpf_object__find_map_by_name(obj, name));
}

static void run_version(const char *objname, struct run *r)
{
	struct worker w[2] = { { .role = ROLE_A }, { .role = ROLE_B } };
	struct st_config cfg = {
		.nr = SYS_getppid,
		.arg_mask = ST_MARK_MASK,
		.arg_match = ST_MARK,
	};
	struct bpf_link *links[2] = {};
	struct ring_buffer *rb = NULL;
	struct bpf_object *obj;
	char path[PATH_MAX + 64];
	int i, k, err, nthreads = 0;
	bool attached = false;
	__u32 zero = 0;
	__u8 one = 1;
	long t0;
	/*
	 * The verifier's verdict at an explicit level (4: stats, no
	 * instruction trail) into our buffer: one verification per load,
	 * where libbpf alone would retry a failed one with ever larger logs.
	 */
	static char vlog[1 << 20];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_level = 4,
		    .kernel_log_buf = vlog, .kernel_log_size = sizeof(vlog));

	snprintf(path, sizeof(path), "%s/%s", obj_dir, objname);
	vlog[0] = 0;
	obj = bpf_object__open_file(path, &opts);
	if (!obj) {
		fail("load", r->tag, "cannot open %s: %s", path, strerror(errno));
		return;
	}
	err = bpf_object__load(obj);
	if (err) {
		size_t n = strlen(vlog);

		fail("load", r->tag, "loading %s failed: %s%s; verifier: %s",
		     path, strerror(-err),
		     err == -EPERM ? " -- bpf() refused: run as root" : "",
		     vlog + (n > 2000 ? n - 2000 : 0));
		goto out;
	}
	pass("load", r->tag);
	ksyms_load();	/* again, to name this object's programs in -v dumps */
	report_state_size(obj, r);

	if (bpf_map_update_elem(map_fd(obj, "config"), &zero, &cfg, BPF_ANY)) {
		fail("config", r->tag, "config update: %s", strerror(errno));
		goto out;
	}
	rb = ring_buffer__new(map_fd(obj, "records"), on_record, r, NULL);
	if (!rb) {
		fail("ringbuf", r->tag, "ring_buffer__new: %s", strerror(errno));
		goto out;
	}

	/* Start the threads; they wait at the gate until tracing is set up. */
	__atomic_store_n(&started, 0, __ATOMIC_SEQ_CST);
	__atomic_store_n(&gate, GATE_WAIT, __ATOMIC_SEQ_CST);
	for (i = 0; i < 2; i++) {
		if (pthread_create(&w[i].thread, NULL, worker_main, &w[i])) {
			fail("threads", r->tag, "pthread_create failed");
			goto release;
		}
		nthreads++;
	}
	while (__atomic_load_n(&started, __ATOMIC_SEQ_CST) < 2)
		sched_yield();
	r->tid[ROLE_A] = w[0].tid;
	r->tid[ROLE_B] = w[1].tid;
	r->tid[ROLE_MAIN] = syscall(SYS_gettid);
	for (i = 0; i < 2; i++)
		if (bpf_map_update_elem(map_fd(obj, "targets"), &w[i].tid, &one,
					BPF_ANY)) {
			fail("targets", r->tag, "targets update: %s", strerror(errno));
			goto release;
		}
	links[0] = bpf_program__attach_raw_tracepoint(
		bpf_object__find_program_by_name(obj, "on_sys_enter"), "sys_enter");
	links[1] = bpf_program__attach_raw_tracepoint(
		bpf_object__find_program_by_name(obj, "on_sys_exit"), "sys_exit");
	for (i = 0; i < 2; i++)
		if (!links[i]) {
			fail("attach", r->tag, "attaching raw_tp/%s: %s",
			     i ? "sys_exit" : "sys_enter", strerror(errno));
			goto release;
		}
	pass("attach", r->tag);
	attached = true;

	/* Phase 1. The main thread is not traced: none of its calls count. */
	__atomic_store_n(&gate, GATE_PHASE1, __ATOMIC_SEQ_CST);
	for (i = 0; i < CALLS; i++)
		chain(ROLE_A, SYS_getppid, marker(ROLE_MAIN, i));
	for (i = 0; i < 2; i++)
		while (!__atomic_load_n(&w[i].done, __ATOMIC_SEQ_CST))
			sched_yield();

	/* Phase 2: trace pause() instead; both threads block in it. */
	cfg.nr = SYS_pause;
	if (bpf_map_update_elem(map_fd(obj, "config"), &zero, &cfg, BPF_ANY)) {
		fail("config", r->tag, "config update: %s", strerror(errno));
		goto release;
	}
	__atomic_store_n(&gate, GATE_PHASE2, __ATOMIC_SEQ_CST);
	for (t0 = now_ms(); now_ms() - t0 < 5000; usleep(1000))
		if (in_syscall(w[0].tid, SYS_pause) &&
		    in_syscall(w[1].tid, SYS_pause)) {
			r->overlapped = true;
			break;
		}
	wake(&w[1]);	/* B leaves first ... */
	wake(&w[0]);	/* ... then A */

release:
	if (!attached)
		__atomic_store_n(&gate, GATE_ABORT, __ATOMIC_SEQ_CST);
	for (i = 0; i < nthreads; i++)
		pthread_join(w[i].thread, NULL);
	if (!attached)
		goto out;
	r->ran = true;

	r->ppid = getppid();
	for (i = 0; i < 2; i++)
		for (k = 0; k <= CALLS; k++)
			if (w[i].rets[k] != (k < CALLS ? r->ppid : -EINTR))
				snprintf(r->workload_error, sizeof(r->workload_error),
					 "thread %c call %d returned %ld",
					 "AB"[i], k, w[i].rets[k]);
	/* Records are out by the time each syscall returns. */
	err = ring_buffer__consume(rb);
	if (err < 0)
		fail("ringbuf", r->tag, "ring_buffer__consume: %d", err);
	bpf_map_lookup_elem(map_fd(obj, "stats"), &zero, &r->stats);
out:
	/* Always: nothing stays attached after this run. */
	for (i = 0; i < 2; i++)
		bpf_link__destroy(links[i]);
	ring_buffer__free(rb);
	bpf_object__close(obj);
}

/* ------------------------------------------------------------------ */
/* Checks                                                               */
/* ------------------------------------------------------------------ */

static enum role role_of_tid(const struct run *r, __u32 tid)
{
	if (tid == (__u32)r->tid[ROLE_A])
		return ROLE_A;
	if (tid == (__u32)r->tid[ROLE_B])
		return ROLE_B;
	if (tid == (__u32)r->tid[ROLE_MAIN])
		return ROLE_MAIN;
	return 0;
}

static enum role role_of_arg(__u64 arg)
{
	return (arg & ST_MARK_MASK) == ST_MARK ? (arg >> 16) & 0xffff : 0;
}

/* Is the kernel half in kernel text, with the syscall entry in it? */
static bool kernel_ok(const struct st_record *rec, char *why, size_t len)
{
	bool entry = false;
	__u32 i;

	if (!rec->kcount || rec->kcount > ST_KSTACK_DEPTH) {
		snprintf(why, len, "kcount %u", rec->kcount);
		return false;
	}
	for (i = 0; i < rec->kcount; i++) {
		if (rec->kips[i] < KERNEL_MIN) {
			snprintf(why, len, "kips[%u] = %#llx is not a kernel address",
				 i, (unsigned long long)rec->kips[i]);
			return false;
		}
		if (ksym_in_core_text(rec->kips[i]) &&
		    !strcmp(ksym_name(rec->kips[i]), "do_syscall_64"))
			entry = true;
	}
	if (!entry) {
		snprintf(why, len, "no do_syscall_64 among the %u kernel frames (top: %s)",
			 rec->kcount, ksym_name(rec->kips[0]));
		return false;
	}
	return true;
}

/* Is the user half level3, level2, level1 of chain `role`, in this binary? */
static bool user_ok(const struct st_record *rec, enum role role, char *why,
		    size_t len)
{
	uintptr_t exe = uobj_base((uintptr_t)&chain_a_level1);
	int i;

	if (rec->ucount < 3 || rec->ucount > ST_USTACK_DEPTH) {
		snprintf(why, len, "ucount %u, expected >= 3", rec->ucount);
		return false;
	}
	for (i = 0; i < 3; i++) {
		const char *name = usym_name(rec->uips[i], i > 0);

		if (uobj_base(rec->uips[i]) != exe ||
		    strcmp(name, chain_names[role][i])) {
			snprintf(why, len, "uips[%d] = %#llx (%s), expected in %s of this executable",
				 i, (unsigned long long)rec->uips[i], name,
				 chain_names[role][i]);
			return false;
		}
	}
	return true;
}

static void dump_record(const struct st_record *rec)
{
	__u32 i;

	printf("      tid %u nr %lld/%lld arg %#llx ret %lld\n", rec->tid,
	       (long long)rec->nr, (long long)rec->exit_nr,
	       (unsigned long long)rec->arg, (long long)rec->ret);
	for (i = 0; i < rec->kcount && i < ST_KSTACK_DEPTH; i++)
		printf("        k#%-2u %#llx %s\n", i,
		       (unsigned long long)rec->kips[i], ksym_name(rec->kips[i]));
	for (i = 0; i < rec->ucount && i < ST_USTACK_DEPTH; i++)
		printf("        u#%-2u %#llx %s\n", i,
		       (unsigned long long)rec->uips[i],
		       usym_name(rec->uips[i], i > 0));
}

static void check_run(struct run *r)
{
	int seen[4] = {}, next[4] = {};
	char why[256] = "";
	bool ok;
	size_t i;

	if (!r->ran) {
		fail("run", r->tag, "the workload did not run (see above)");
		return;
	}
	if (verbose && r->n)
		dump_record(&r->recs[0]);

	/* Only the marked syscalls of the two traced threads; in order. */
	ok = true;
	for (i = 0; i < r->n && ok; i++) {
		const struct st_record *rec = &r->recs[i];
		enum role rt = role_of_tid(r, rec->tid), ra = role_of_arg(rec->arg);

		if (rt != ROLE_A && rt != ROLE_B) {
			snprintf(why, sizeof(why), "a record of tid %u (%s)", rec->tid,
				 rt == ROLE_MAIN ? "the untraced main thread" : "unknown");
			ok = false;
		} else if (ra != rt) {
			snprintf(why, sizeof(why), "tid %u (thread %c) with marker %#llx",
				 rec->tid, "?AB"[rt], (unsigned long long)rec->arg);
			ok = false;
		} else if ((int)(rec->arg & 0xffff) != next[rt]) {
			snprintf(why, sizeof(why), "thread %c: call %d, expected call %d",
				 "?AB"[rt], (int)(rec->arg & 0xffff), next[rt]);
			ok = false;
		} else {
			next[rt]++;
			seen[rt]++;
		}
	}
	if (ok && (seen[ROLE_A] != CALLS + 1 || seen[ROLE_B] != CALLS + 1)) {
		snprintf(why, sizeof(why), "%d and %d records for threads A and B, expected %d each (%zu in all)",
			 seen[ROLE_A], seen[ROLE_B], CALLS + 1, r->n);
		ok = false;
	}
	if (ok)
		pass("one_record_per_marked_syscall", r->tag);
	else
		fail("one_record_per_marked_syscall", r->tag, "%s", why);

	if (r->stats.entered == 2 * (CALLS + 1) &&
	    r->stats.emitted == 2 * (CALLS + 1) && !r->stats.dropped &&
	    !r->stats.stale)
		pass("stats", r->tag);
	else
		fail("stats", r->tag, "expected entered=emitted=%d dropped=stale=0, got entered=%llu emitted=%llu dropped=%llu stale=%llu",
		     2 * (CALLS + 1), (unsigned long long)r->stats.entered,
		     (unsigned long long)r->stats.emitted,
		     (unsigned long long)r->stats.dropped,
		     (unsigned long long)r->stats.stale);

	/*
	 * The number at entry (saved across the suspension) and at exit
	 * (fresh), and the return value: getppid()'s, or pause()'s as sys_exit
	 * sees it: -ERESTARTNOHAND, which signal delivery turns into the
	 * -EINTR user space gets, after sys_exit.
	 */
	ok = !r->workload_error[0];
	if (!ok)
		snprintf(why, sizeof(why), "workload: %s", r->workload_error);
	for (i = 0; i < r->n && ok; i++) {
		const struct st_record *rec = &r->recs[i];
		bool last = (rec->arg & 0xffff) == CALLS;
		long nr = last ? SYS_pause : SYS_getppid;
		long ret = last ? -ERESTARTNOHAND : r->ppid;

		if (rec->nr != nr || rec->exit_nr != nr || rec->ret != ret) {
			snprintf(why, sizeof(why), "record %zu: expected nr %ld exit_nr %ld ret %ld, got %lld %lld %lld",
				 i, nr, nr, ret, (long long)rec->nr,
				 (long long)rec->exit_nr, (long long)rec->ret);
			ok = false;
		}
	}
	if (ok)
		pass("syscall_nr_and_ret", r->tag);
	else
		fail("syscall_nr_and_ret", r->tag, "%s", why);

	ok = true;
	for (i = 0; i < r->n && ok; i++)
		if (!kernel_ok(&r->recs[i], why, sizeof(why))) {
			ok = false;
			if (verbose)
				dump_record(&r->recs[i]);
		}
	if (ok && r->n)
		pass("kernel_half", r->tag);
	else
		fail("kernel_half", r->tag, "%s", r->n ? why : "no records");

	/* The user half is from the same thread's own chain: halves paired. */
	ok = true;
	for (i = 0; i < r->n && ok; i++) {
		const struct st_record *rec = &r->recs[i];
		enum role role = role_of_arg(rec->arg);

		if (role != ROLE_A && role != ROLE_B) {
			snprintf(why, sizeof(why), "record %zu: marker %#llx", i,
				 (unsigned long long)rec->arg);
			ok = false;
		} else if (!user_ok(rec, role, why, sizeof(why))) {
			ok = false;
			if (verbose)
				dump_record(rec);
		}
	}
	if (ok && r->n)
		pass("user_half_own_chain", r->tag);
	else
		fail("user_half_own_chain", r->tag, "%s", r->n ? why : "no records");

	/*
	 * Both pause() traces were suspended at once and finished in the
	 * other order (B woken first): the records still pair each thread's
	 * halves (checked above for every record), and B's comes out first.
	 */
	{
		long at[4] = { -1, -1, -1, -1 };

		for (i = 0; i < r->n; i++)
			if ((r->recs[i].arg & 0xffff) == CALLS)
				at[role_of_arg(r->recs[i].arg) & 3] = i;
		if (!r->overlapped)
			fail("overlapping_suspensions", r->tag, "the two threads were never seen in pause() at the same time");
		else if (at[ROLE_A] < 0 || at[ROLE_B] < 0 || at[ROLE_B] > at[ROLE_A])
			fail("overlapping_suspensions", r->tag, "expected B's pause() record before A's, got positions %ld and %ld",
			     at[ROLE_B], at[ROLE_A]);
		else
			pass("overlapping_suspensions", r->tag);
	}
}

/*
 * A record as both versions must agree on it: everything but the tids and
 * the frames of the BPF programs themselves (the coroutine version has one
 * more: trace_syscall's start function, called by on_sys_enter).
 */
static void describe(const struct st_record *rec, char *buf, size_t len)
{
	size_t off;
	__u32 i;

	off = snprintf(buf, len, "role %d call %d nr %lld/%lld ret %lld k:",
		       role_of_arg(rec->arg), (int)(rec->arg & 0xffff),
		       (long long)rec->nr, (long long)rec->exit_nr,
		       (long long)rec->ret);
	for (i = 0; i < rec->kcount && i < ST_KSTACK_DEPTH && off < len; i++) {
		if (!ksym_in_core_text(rec->kips[i]))
			continue;
		off += snprintf(buf + off, len - off, " %s",
				ksym_name(rec->kips[i]));
	}
	for (i = 0; i < 3 && i < rec->ucount && off < len; i++)
		off += snprintf(buf + off, len - off, " %s",
				usym_name(rec->uips[i], i > 0));
}

static int by_role_call(const void *a, const void *b)
{
	const struct st_record *x = a, *y = b;
	__u64 kx = x->arg & 0xffffffffull, ky = y->arg & 0xffffffffull;

	return kx < ky ? -1 : kx > ky;
}

static void check_same(struct run *c, struct run *h)
{
	char a[2048], b[2048];
	size_t i;

	if (!c->ran || !h->ran) {
		fail("same_records", "coro|handsplit", "a version did not run");
		return;
	}
	if (c->n != h->n) {
		fail("same_records", "coro|handsplit", "expected %zu records (coro) got %zu (handsplit)",
		     c->n, h->n);
		return;
	}
	qsort(c->recs, c->n, sizeof(*c->recs), by_role_call);
	qsort(h->recs, h->n, sizeof(*h->recs), by_role_call);
	for (i = 0; i < c->n; i++) {
		describe(&c->recs[i], a, sizeof(a));
		describe(&h->recs[i], b, sizeof(b));
		if (strcmp(a, b)) {
			fail("same_records", "coro|handsplit", "expected \"%s\" got \"%s\"",
			     a, b);
			return;
		}
	}
	pass("same_records", "coro|handsplit");
}

int main(int argc, char **argv)
{
	struct run runs[2] = { { .tag = "coro" }, { .tag = "handsplit" } };
	char *slash;
	ssize_t n;

	if (argc > 1 && !strcmp(argv[1], "-v"))
		verbose = true;
	libbpf_set_print(libbpf_print);

	n = readlink("/proc/self/exe", obj_dir, sizeof(obj_dir) - 1);
	if (n < 0) {
		perror("readlink /proc/self/exe");
		return 1;
	}
	obj_dir[n] = 0;
	slash = strrchr(obj_dir, '/');
	if (slash)
		*slash = 0;

	/* pause() returns -EINTR once the handler has run. */
	if (sigaction(SIGUSR1, &(struct sigaction){ .sa_handler = on_sigusr1 },
		      NULL)) {
		perror("sigaction");
		return 1;
	}
	if (ksyms_load())
		fail("kallsyms", "coro|handsplit", "cannot read kernel addresses from /proc/kallsyms (run as root)");

	run_version("stacktrace.bpf.o", &runs[0]);
	check_run(&runs[0]);
	run_version("stacktrace_handsplit.bpf.o", &runs[1]);
	check_run(&runs[1]);
	check_same(&runs[0], &runs[1]);

	printf("stacktrace: %d passed, %d failed\n", passed, failed);
	free(runs[0].recs);
	free(runs[1].recs);
	return failed ? 1 : 0;
}
