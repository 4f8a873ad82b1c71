// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * twins_test.c - loads every twin (test/kernel/twins/<name>.bpf.c, the
 * corrected version of test/lit/diagnostics/<name>.c) into the running
 * kernel's verifier and runs each of its programs once with
 * BPF_PROG_TEST_RUN: a SEC("syscall") program with a struct twin_ctx, an
 * XDP program with a small packet. A twin passes if it loads, every run
 * succeeds, and its twin_report (in the object's .bss) shows at least one
 * check done and no failure.
 *
 * Usage: twins_test [-v] [name...]
 *	-v	show all of libbpf's log (with the verifier's) of failing twins
 *	name	run only these twins
 *
 * Prints "PASS twin <name>", "FAIL twin <name>: <reason>" or "SKIP twin
 * <name>: skipped: <kernel> lacks <kfunc or feature> (since <version>)" per
 * twin (kfunc_probe.h probes), then
 * "twins: N passed, N failed[, N skipped]"; exits 1 if anything failed, including when
 * the bpf() syscall itself is refused. The twins' names are compiled in
 * (TWIN_NAMES, from CMake), so a twin whose object is missing fails.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "kfunc_probe.h"
#include "twins/twin.h"

#ifndef TWIN_NAMES
#error "TWIN_NAMES (a comma-separated string of twin names) must be defined"
#endif

static char obj_dir[PATH_MAX];
static bool verbose;

/* libbpf's messages (with the verifier log) of the current twin. */
static char *log_buf;
static size_t log_len;
#define LOG_SIZE (4u << 20)

/*
 * The verifier's own log, given to libbpf so that a load is verified once:
 * without it libbpf loads at log level 0 and, if that fails, again and again
 * with ever larger buffers (minutes under qemu). Level 4 (BPF_LOG_STATS)
 * prints the verdict and the totals but not every instruction, so it fits
 * any buffer and cannot turn a good load into ENOSPC on kernels whose log
 * does not rotate (6.1); -v adds level 1, the instruction trail.
 */
static char *vlog_buf;
#define VLOG_SIZE (16u << 20)

static int libbpf_print(enum libbpf_print_level level, const char *fmt,
			va_list ap)
{
	int n;

	if (level == LIBBPF_DEBUG)
		return 0;
	if (log_len + 1 >= LOG_SIZE)
		return 0;
	n = vsnprintf(log_buf + log_len, LOG_SIZE - log_len, fmt, ap);
	if (n > 0)
		log_len += n;
	if (log_len >= LOG_SIZE)
		log_len = LOG_SIZE - 1;
	return 0;
}

/* Prints the log, only its last 30 lines unless -v, indented. */
static void print_log(void)
{
	const char *p, *start = log_buf;
	int lines = 0, skip;

	if (!log_len)
		return;
	for (p = log_buf; *p; p++)
		lines += *p == '\n';
	skip = verbose ? 0 : lines - 30;
	if (skip > 0) {
		printf("    ... (%d earlier lines cut; -v shows all)\n", skip);
		for (p = log_buf; *p && skip; p++)
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

static const char *result_name(int r)
{
	switch (r) {
	case TWIN_OK: return "OK";
	case TWIN_NO_FRAME: return "NO_FRAME";
	case TWIN_BAD_STATUS: return "BAD_STATUS";
	case TWIN_NOT_DONE: return "NOT_DONE";
	case TWIN_WRONG_RESULT: return "WRONG_RESULT";
	case TWIN_CHECK_FAILED: return "CHECK_FAILED";
	default: return "?";
	}
}

/* Runs prog once; returns NULL or why it failed (in buf). */
static const char *run_prog(struct bpf_program *prog, char *buf, size_t n)
{
	struct twin_ctx ctx = { .in = TWIN_CTX_IN };
	unsigned char pkt[64] = { TWIN_PKT_BYTE0, TWIN_PKT_BYTE1 };
	LIBBPF_OPTS(bpf_test_run_opts, opts);
	enum bpf_prog_type type = bpf_program__type(prog);
	int err;

	switch (type) {
	case BPF_PROG_TYPE_SYSCALL:
		opts.ctx_in = &ctx;
		opts.ctx_size_in = sizeof(ctx);
		break;
	case BPF_PROG_TYPE_XDP:
		opts.data_in = pkt;
		opts.data_size_in = sizeof(pkt);
		opts.repeat = 1;
		break;
	default:
		return NULL; /* loading it was the test */
	}
	err = bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
	if (err) {
		snprintf(buf, n, "test run of program '%s': %s",
			 bpf_program__name(prog), strerror(errno));
		return buf;
	}
	if (type == BPF_PROG_TYPE_SYSCALL && opts.retval != 0) {
		snprintf(buf, n, "program '%s' returned %d, expected 0",
			 bpf_program__name(prog), (int)opts.retval);
		return buf;
	}
	if (type == BPF_PROG_TYPE_XDP && opts.retval != XDP_PASS) {
		snprintf(buf, n, "program '%s' returned %d, expected XDP_PASS",
			 bpf_program__name(prog), (int)opts.retval);
		return buf;
	}
	return NULL;
}

/* Where twin_report sits in the .bss map, from the object's BTF. */
static long report_offset(struct bpf_object *obj)
{
	struct btf *btf = bpf_object__btf(obj);
	const struct btf_var_secinfo *vs;
	const struct btf_type *sec;
	int id;

	if (!btf)
		return -1;
	id = btf__find_by_name_kind(btf, ".bss", BTF_KIND_DATASEC);
	if (id < 0)
		return -1;
	sec = btf__type_by_id(btf, id);
	vs = btf_var_secinfos(sec);
	for (int i = 0; i < btf_vlen(sec); i++, vs++) {
		const struct btf_type *var = btf__type_by_id(btf, vs->type);

		if (!strcmp(btf__name_by_offset(btf, var->name_off),
			    "twin_report"))
			return vs->offset;
	}
	return -1;
}

/* Reads the twin's twin_report from its .bss map and checks it. */
static const char *check_report(struct bpf_object *obj, char *buf, size_t n)
{
	struct twin_report rep = {};
	struct bpf_map *map;
	long off = report_offset(obj);
	__u32 zero = 0;
	char *val;

	bpf_object__for_each_map(map, obj) {
		const char *name = bpf_map__name(map);
		size_t len = strlen(name);

		if (len >= 4 && !strcmp(name + len - 4, ".bss"))
			break;
	}
	if (!map || off < 0 ||
	    off + sizeof(rep) > bpf_map__value_size(map)) {
		snprintf(buf, n, "no twin_report in the object's .bss");
		return buf;
	}
	val = calloc(1, bpf_map__value_size(map));
	if (!val || bpf_map_lookup_elem(bpf_map__fd(map), &zero, val)) {
		snprintf(buf, n, "reading .bss: %s", strerror(errno));
		free(val);
		return buf;
	}
	memcpy(&rep, val + off, sizeof(rep));
	free(val);
	if (rep.runs <= 0) {
		snprintf(buf, n, "no TWIN_RUN()/TWIN_CHECK() ran");
		return buf;
	}
	if (rep.result != TWIN_OK) {
		snprintf(buf, n,
			 "%s at line %d of the twin: status %d, got %lld, expected %lld",
			 result_name(rep.result), rep.line, rep.status,
			 (long long)rep.got, (long long)rep.expected);
		return buf;
	}
	return NULL;
}

/* The last lines of the verifier's log, indented. */
static void print_vlog(void)
{
	const char *p, *start = vlog_buf;
	int lines = 0, skip;

	if (!vlog_buf[0])
		return;
	for (p = vlog_buf; *p; p++)
		lines += *p == '\n';
	skip = verbose ? 0 : lines - 30;
	for (p = vlog_buf; *p && skip > 0; p++)
		if (*p == '\n' && !--skip)
			start = p + 1;
	printf("    verifier log:\n");
	for (p = start; *p;) {
		const char *nl = strchrnul(p, '\n');

		printf("    %.*s\n", (int)(nl - p), p);
		p = *nl ? nl + 1 : nl;
	}
}

enum verdict { V_FAIL, V_PASS, V_SKIP };

/* Loads and runs one twin. */
static enum verdict test_twin(const char *name)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = vlog_buf,
		    .kernel_log_size = VLOG_SIZE,
		    .kernel_log_level = verbose ? 1 | 4 : 4);
	const char *kfunc;
	char path[PATH_MAX + 64], why[512];
	const char *fail = NULL;
	struct bpf_object *obj;
	struct bpf_program *prog;
	int err;

	log_len = 0;
	log_buf[0] = '\0';
	vlog_buf[0] = '\0';
	snprintf(path, sizeof(path), "%s/%s.bpf.o", obj_dir, name);
	if (access(path, R_OK)) {
		printf("FAIL twin %s: %s: %s\n", name, path, strerror(errno));
		return V_FAIL;
	}
	obj = bpf_object__open_file(path, &opts);
	if (!obj) {
		printf("FAIL twin %s: opening %s: %s\n", name, path,
		       strerror(errno));
		print_log();
		return V_FAIL;
	}
	kfunc = missing_kfunc(path);
	if (kfunc) {
		struct utsname u;

		uname(&u);
		printf("SKIP twin %s: skipped: %s lacks kfunc %s (since %s)\n",
		       name, u.release, kfunc, kfunc_since(kfunc));
		bpf_object__close(obj);
		return V_SKIP;
	}
	if (needs_sleepable_spin_lock(obj) &&
	    kernel_lacks(FEAT_SLEEPABLE_SPIN_LOCK, why, sizeof(why))) {
		printf("SKIP twin %s: %s\n", name, why);
		bpf_object__close(obj);
		return V_SKIP;
	}
	err = bpf_object__load(obj);
	if (err) {
		printf("FAIL twin %s: load: %s; the log ends with:\n", name,
		       strerror(-err));
		print_log();
		print_vlog();
		bpf_object__close(obj);
		return V_FAIL;
	}
	bpf_object__for_each_program(prog, obj) {
		fail = run_prog(prog, why, sizeof(why));
		if (fail)
			break;
	}
	/* What the twin recorded says more than its return value. */
	if (!fail || !strstr(fail, "test run")) {
		char rep_why[512];
		const char *rep = check_report(obj, rep_why, sizeof(rep_why));

		if (rep || !fail) {
			if (rep)
				snprintf(why, sizeof(why), "%s", rep);
			fail = rep ? why : NULL;
		}
	}
	if (fail)
		printf("FAIL twin %s: %s\n", name, fail);
	else
		printf("PASS twin %s\n", name);
	bpf_object__close(obj);
	return fail ? V_FAIL : V_PASS;
}

static bool wanted(const char *name, int argc, char **argv, int first)
{
	if (first >= argc)
		return true;
	for (int i = first; i < argc; i++)
		if (!strcmp(argv[i], name))
			return true;
	return false;
}

int main(int argc, char **argv)
{
	char names[] = TWIN_NAMES;
	int passed = 0, failed = 0, skipped = 0, first = 1, fd;
	char *self, *slash, *save = NULL;

	if (argc > 1 && !strcmp(argv[1], "-v")) {
		verbose = true;
		first = 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);

	/* The objects are built next to this binary. */
	self = realpath("/proc/self/exe", NULL);
	if (!self) {
		printf("FAIL twins: cannot find my own path: %s\n",
		       strerror(errno));
		printf("twins: 0 passed, 1 failed\n");
		return 1;
	}
	slash = strrchr(self, '/');
	*slash = '\0';
	snprintf(obj_dir, sizeof(obj_dir), "%s", self);
	free(self);

	log_buf = calloc(1, LOG_SIZE);
	vlog_buf = calloc(1, VLOG_SIZE);
	if (!log_buf || !vlog_buf) {
		printf("FAIL twins: out of memory\n");
		printf("twins: 0 passed, 1 failed\n");
		return 1;
	}
	libbpf_set_print(libbpf_print);

	/* Without bpf() nothing below means anything: say so loudly. */
	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "twins_probe", 4, 4, 1, NULL);
	if (fd < 0) {
		printf("FAIL twins: the bpf() syscall is refused (%s); run as root\n",
		       strerror(errno));
		printf("twins: 0 passed, 1 failed\n");
		return 1;
	}
	close(fd);

	for (char *name = strtok_r(names, ",", &save); name;
	     name = strtok_r(NULL, ",", &save)) {
		if (!wanted(name, argc, argv, first))
			continue;
		switch (test_twin(name)) {
		case V_PASS: passed++; break;
		case V_SKIP: skipped++; break;
		default: failed++; break;
		}
	}
	if (passed + failed + skipped == 0) {
		printf("FAIL twins: no twin matched\n");
		failed++;
	}
	if (skipped)
		printf("twins: %d passed, %d failed, %d skipped\n", passed,
		       failed, skipped);
	else
		printf("twins: %d passed, %d failed\n", passed, failed);
	free(log_buf);
	free(vlog_buf);
	return failed ? 1 : 0;
}
