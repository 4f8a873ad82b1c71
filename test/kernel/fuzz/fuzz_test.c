// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_test.c - differential test of the coroutine split. For every
 * generated program fz_<s> (test/kernel/fuzz/gen.c), for a few (a, b) and a
 * deterministic sequence of resume inputs, runs the body on the host
 * (fz_host_<s>, from fz_all.h) and the split BPF coroutine in the kernel
 * (fz_<s>.bpf.o next to this binary, driven with BPF_PROG_TEST_RUN), and
 * compares every yielded value and the result. An object that did not
 * compile (fz_<s>.bpf.err, written by the build) fails. One that does not
 * load fails too, unless its plain-C twin (fzp_<s>.bpf.o: the same body
 * without the coroutine, gen.c) does not load either: then this kernel's
 * verifier cannot follow the body at all, and the case is skipped, with
 * both verdicts. Where the seed has a fzu_<s>.bpf.o (the same body with a
 * bpf_coro_user_return() before every yield), runs it too: each step stops
 * at the user return, and the task work, which has run by the time bpf()
 * returns, takes the frame to the yield, whose value is then in the
 * frame's __coro_out; on a kernel without bpf_task_work they are skipped,
 * in one line. Where it has a fzc_<s>.bpf.o (a driver that resumes a frame
 * in the run that started it, with the first input), runs that: its first
 * run is the host's first two steps. Prints PASS/FAIL/SKIP fz_<s> (fzu_<s>,
 * fzc_<s>) and "fuzz: N passed,
 * N failed, N skipped" ("fuzzx: ..." as fuzzx_test, over the extended
 * programs); run as root.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdbool.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <linux/types.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "fz_all.h"

#define MAX_STEPS 100

/* The summary line's name: fuzz, or fuzzx for the extended programs. */
#ifndef FZ_SUITE
#define FZ_SUITE "fuzz"
#endif

struct fz_args {
	long a, b, in;
	long out;
	int status;
	long first;
};

static int passed, failed, skipped;
static char log_buf[1 << 22];

static int silent(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	(void)level, (void)fmt, (void)ap;
	return 0;
}

/* The last n lines of s. */
static const char *tail(const char *s, int n)
{
	const char *p = s + strlen(s);

	while (p > s && n >= 0) {
		p--;
		if (*p == '\n')
			n--;
	}
	return p == s ? p : p + 1;
}

static void print_file_tail(const char *path, int n)
{
	static char buf[1 << 16];
	FILE *f = fopen(path, "r");
	size_t len;

	if (!f)
		return;
	len = fread(buf, 1, sizeof(buf) - 1, f);
	buf[len] = 0;
	fclose(f);
	printf("%s", tail(buf, n));
}

static long in_value(int seed, int pair, int k)
{
	unsigned long long x = (unsigned long long)seed * 1000003u +
			       pair * 7919u + k * 104729u + 1;

	x ^= x >> 13;
	x *= 0x9E3779B97F4A7C15ULL;
	switch (k % 4) {
	case 0:
		return k;
	case 1:
		return (long)(x >> 40) - 0x8000;
	case 2:
		return (long)x;
	default:
		return -(long)(k + 1);
	}
}

/* Where the kernel's runs leave their value and status: frame offsets. */
struct cont_view {
	long out_off, status_off;
};

/*
 * Returns 0 if kernel and host agree on (a, b); else prints why. With cv
 * (the fzu_ variant), each step before the last stops at the user return
 * (SUSPENDED, 0) and the value yielded is read from the frame, where the
 * task work left it. With chain (the fzc_ variant), the first run starts
 * and, once the start suspends, resumes with the first input: steps 0 and
 * 1 in one run, the start's yield in first.
 */
static int run_one(int fd, int map_fd, size_t frame_size,
		   const struct cont_view *cv, bool chain,
		   const struct fz_case *c, int pair, long a, long b)
{
	const char *v = cv ? "fzu" : chain ? "fzc" : "fz";
	long ins[MAX_STEPS], outs[MAX_STEPS];
	char zero[4096] = { 0 };
	struct fz_args args;
	int n = 0, k, err;
	long want;

	for (k = 0; k < MAX_STEPS; k++)
		ins[k] = in_value(c->seed, pair, k);
	want = c->host(a, b, ins, outs, &n);
	if (frame_size > sizeof(zero) ||
	    bpf_map_update_elem(map_fd, &(__u32){ 0 }, zero, 0)) {
		printf("FAIL %s_%d: cannot reset the frame (%zu bytes): %s\n",
		       v, c->seed, frame_size, strerror(errno));
		return -1;
	}
	for (k = 0; k <= n; k++) {
		LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &args,
			    .ctx_size_in = sizeof(args));
		args.a = a;
		args.b = b;
		args.in = k ? ins[k - 1] : chain ? ins[0] : 0;
		args.out = 0;
		args.status = 99;
		args.first = 0;
		err = bpf_prog_test_run_opts(fd, &opts);
		if (err) {
			printf("FAIL %s_%d: a=%ld b=%ld step %d: test run: %s\n",
			       v, c->seed, a, b, k, strerror(errno));
			return -1;
		}
		if (chain && k == 0 && n > 0) {
			if (args.first != outs[0]) {
				printf("FAIL fzc_%d: a=%ld b=%ld step 0: the start yielded %ld, host yielded %ld\n",
				       c->seed, a, b, args.first, outs[0]);
				return -1;
			}
			k = 1;	/* this run was the first resume too */
		}
		if (cv && k < n) {
			unsigned char frame[4096];
			long fout;
			int fst;

			if (args.status != 1 || args.out != 0 || cv->out_off < 0 ||
			    cv->status_off < 0 ||
			    bpf_map_lookup_elem(map_fd, &(__u32){ 0 }, frame)) {
				printf("FAIL fzu_%d: a=%ld b=%ld step %d: kernel status %d out %ld at the user return, want SUSPENDED 0\n",
				       c->seed, a, b, k, args.status, args.out);
				return -1;
			}
			memcpy(&fout, frame + cv->out_off, sizeof(fout));
			memcpy(&fst, frame + cv->status_off, sizeof(fst));
			if (fst != 1 || fout != outs[k]) {
				printf("FAIL fzu_%d: a=%ld b=%ld step %d: the task work left status %d out %ld, host yielded %ld\n",
				       c->seed, a, b, k, fst, fout, outs[k]);
				return -1;
			}
			continue;
		}
		if (k < n && (args.status != 1 || args.out != outs[k])) {
			printf("FAIL %s_%d: a=%ld b=%ld step %d: kernel %s %ld (status %d), host yielded %ld\n",
			       v, c->seed, a, b, k,
			       args.status == 0 ? "returned" : "yielded",
			       args.out, args.status, outs[k]);
			return -1;
		}
		if (k == n && (args.status != 0 || args.out != want)) {
			printf("FAIL %s_%d: a=%ld b=%ld step %d: kernel %s %ld (status %d), host returned %ld\n",
			       v, c->seed, a, b, k,
			       args.status == 1 ? "yielded" : "returned",
			       args.out, args.status, want);
			return -1;
		}
	}
	return 0;
}

/*
 * Opens and loads path into *obj (closed and NULL on failure) with the
 * verdict in log_buf; 1 if it cannot be opened, else bpf_object__load's
 * result. Level 4 (BPF_LOG_STATS): the verdict and the totals
 * without the instruction trail. Level 1 fills a fixed buffer on big
 * programs, and where the log does not rotate (6.1) the kernel then fails
 * even a good load with ENOSPC and drops the verdict.
 */
static int load(const char *path, struct bpf_object **obj)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 4);
	libbpf_print_fn_t old;
	int err;

	log_buf[0] = 0;
	*obj = bpf_object__open_file(path, &opts);
	if (!*obj)
		return 1;
	old = libbpf_set_print(silent);
	err = bpf_object__load(*obj);
	libbpf_set_print(old);
	if (err) {
		bpf_object__close(*obj);
		*obj = NULL;
	}
	return err;
}

/* The verdict: the last line of log_buf before the totals. */
static const char *verdict(void)
{
	static char line[256];
	const char *p = tail(log_buf, 4);
	const char *nl = strchrnul(p, '\n');

	while (*p && (!strncmp(p, "verification time", 17) ||
		      !strncmp(p, "stack depth", 11) || *p == '\n' ||
		      !strncmp(p, "reg type unsupported", 20))) {
		p = *nl ? nl + 1 : nl;
		nl = strchrnul(p, '\n');
	}
	snprintf(line, sizeof(line), "%.*s", (int)(nl - p), p);
	return line;
}

static const long pairs[][2] = {
	{ 3, 5 },
	{ -7, 0x1234567890L },
	{ 0xff, -1 },
};

static void test_case(const char *dir, const struct fz_case *c)
{
	char path[PATH_MAX + 64];
	struct bpf_object *obj, *plain;
	struct bpf_program *prog;
	struct bpf_map *map;
	int err, i;

	snprintf(path, sizeof(path), "%s/fz_%d.bpf.err", dir, c->seed);
	if (access(path, F_OK) == 0) {
		printf("FAIL fz_%d: did not compile (source: fuzz/fz_%d.bpf.c):\n",
		       c->seed, c->seed);
		print_file_tail(path, 12);
		failed++;
		return;
	}
	snprintf(path, sizeof(path), "%s/fz_%d.bpf.o", dir, c->seed);
	err = load(path, &obj);
	if (err == 1) {
		printf("FAIL fz_%d: cannot open %s: %s\n", c->seed, path,
		       strerror(errno));
		failed++;
		return;
	}
	if (err) {
		static char log_tail[1 << 12];
		char why[256];
		struct utsname u;
		const char *p;

		snprintf(log_tail, sizeof(log_tail), "%s", tail(log_buf, 8));
		snprintf(why, sizeof(why), "%s", verdict());
		snprintf(path, sizeof(path), "%s/fzp_%d.bpf.o", dir, c->seed);
		if (load(path, &plain) < 0 && !uname(&u)) {
			printf("SKIP fz_%d: skipped: %s rejects the body as plain C too (fzp_%d: %s); the coroutine: %s\n",
			       c->seed, u.release, c->seed, verdict(), why);
			skipped++;
			return;
		}
		bpf_object__close(plain);
		/* Indented: test.sh shows a guest's indented lines after a FAIL. */
		printf("FAIL fz_%d: load failed: %s; verifier log tail:\n",
		       c->seed, strerror(-err));
		for (p = log_tail; *p;) {
			const char *nl = strchrnul(p, '\n');

			printf("    %.*s\n", (int)(nl - p), p);
			p = *nl ? nl + 1 : nl;
		}
		failed++;
		return;
	}
	prog = bpf_object__find_program_by_name(obj, "drive");
	map = bpf_object__find_map_by_name(obj, "frames");
	if (!prog || !map) {
		printf("FAIL fz_%d: no drive program or frames map\n", c->seed);
		failed++;
		bpf_object__close(obj);
		return;
	}
	for (i = 0; i < 3; i++) {
		if (run_one(bpf_program__fd(prog), bpf_map__fd(map),
			    bpf_map__value_size(map), NULL, false, c, i,
			    pairs[i][0], pairs[i][1] ^ c->seed)) {
			failed++;
			bpf_object__close(obj);
			return;
		}
	}
	printf("PASS fz_%d\n", c->seed);
	passed++;
	bpf_object__close(obj);
}

/* The offset of member of the struct name in obj's BTF; -1 without it. */
static long member_off(struct bpf_object *obj, const char *name,
		       const char *member)
{
	struct btf *btf = bpf_object__btf(obj);
	int id = btf ? btf__find_by_name_kind(btf, name, BTF_KIND_STRUCT) : -1;
	const struct btf_type *t;
	const struct btf_member *m;

	if (id < 0)
		return -1;
	t = btf__type_by_id(btf, id);
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++)
		if (!strcmp(btf__name_by_offset(btf, m->name_off), member))
			return m->offset / 8;
	return -1;
}

/* The fzu_ variant of c (a bpf_coro_user_return() before every yield) or
 * its fzc_ variant (a driver that resumes what it has just started). */
static void test_variant(const char *dir, const struct fz_case *c,
			 const char *v)
{
	bool user = !strcmp(v, "fzu");
	char path[PATH_MAX + 64];
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct bpf_map *map;
	struct cont_view cv;
	int err;

	snprintf(path, sizeof(path), "%s/%s_%d.bpf.err", dir, v, c->seed);
	if (access(path, F_OK) == 0) {
		printf("FAIL %s_%d: did not compile (source: fuzz/%s_%d.bpf.c):\n",
		       v, c->seed, v, c->seed);
		print_file_tail(path, 12);
		failed++;
		return;
	}
	snprintf(path, sizeof(path), "%s/%s_%d.bpf.o", dir, v, c->seed);
	err = load(path, &obj);
	if (err) {
		const char *what = strerror(errno);
		struct bpf_object *plain;
		char why[256];
		struct utsname u;

		snprintf(why, sizeof(why), "%s", err == 1 ? "-" : verdict());
		snprintf(path, sizeof(path), "%s/fzp_%d.bpf.o", dir, c->seed);
		if (err != 1 && load(path, &plain) < 0 && !uname(&u)) {
			printf("SKIP %s_%d: skipped: %s rejects the body as plain C too (fzp_%d: %s); the coroutine: %s\n",
			       v, c->seed, u.release, c->seed, verdict(), why);
			skipped++;
			return;
		}
		if (err != 1)
			bpf_object__close(plain);
		printf("FAIL %s_%d: %s: %s; verifier: %s\n", v, c->seed,
		       err == 1 ? "cannot open" : "load failed", what, why);
		failed++;
		return;
	}
	prog = bpf_object__find_program_by_name(obj, "drive");
	map = bpf_object__find_map_by_name(obj, "frames");
	cv.out_off = member_off(obj, "fz__coro_frame", "__coro_out");
	cv.status_off = member_off(obj, "fz__coro_frame", "__coro_status");
	/* (A frame without them: the optimiser found no reachable yield.) */
	if (!prog || !map) {
		printf("FAIL %s_%d: no drive program or frames map\n", v,
		       c->seed);
		failed++;
		bpf_object__close(obj);
		return;
	}
	for (int i = 0; i < 3; i++)
		if (run_one(bpf_program__fd(prog), bpf_map__fd(map),
			    bpf_map__value_size(map), user ? &cv : NULL, !user,
			    c, i, pairs[i][0], pairs[i][1] ^ c->seed)) {
			failed++;
			bpf_object__close(obj);
			return;
		}
	printf("PASS %s_%d\n", v, c->seed);
	passed++;
	bpf_object__close(obj);
}

/* Whether the running kernel has bpf_task_work (6.18). */
static bool has_task_work(void)
{
	struct btf *vmlinux = btf__load_vmlinux_btf();
	bool has = false;

	if (!libbpf_get_error(vmlinux)) {
		has = btf__find_by_name_kind(vmlinux,
					     "bpf_task_work_schedule_resume_impl",
					     BTF_KIND_FUNC) >= 0;
		btf__free(vmlinux);
	}
	return has;
}

int main(int argc, char **argv)
{
	char dir[PATH_MAX];
	char *slash;

	(void)argc;
	snprintf(dir, sizeof(dir), "%s", argv[0]);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	else
		snprintf(dir, sizeof(dir), ".");
	bool tw = has_task_work();
	int nuser = 0;
	struct utsname u;

	for (size_t i = 0; i < sizeof(fz_cases) / sizeof(fz_cases[0]); i++) {
		test_case(dir, &fz_cases[i]);
		if (fz_cases[i].chain)
			test_variant(dir, &fz_cases[i], "fzc");
		if (!fz_cases[i].user_return)
			continue;
		nuser++;
		if (tw)
			test_variant(dir, &fz_cases[i], "fzu");
	}
	if (!tw && nuser) {
		if (uname(&u))
			snprintf(u.release, sizeof(u.release), "this kernel");
		printf("SKIP fzu_*: skipped: %s lacks kfunc bpf_task_work_schedule_resume_impl (since 6.18): %d bpf_coro_user_return() variants not run\n",
		       u.release, nuser);
		skipped += nuser;
	}
	printf(FZ_SUITE ": %d passed, %d failed, %d skipped\n", passed, failed,
	       skipped);
	return failed ? 1 : 0;
}
