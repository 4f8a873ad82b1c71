// SPDX-License-Identifier: GPL-2.0
/*
 * reload_test.c - what the verifier needs after resuming. indexed.bpf.o
 * (the split as built) must load and compute the right sum across several
 * invocations; indexed_naive.bpf.o (the same source without the re-checks
 * after reloading) must be rejected by the verifier for the unbounded
 * index. Prints PASS/FAIL lines and "reload: N passed, N failed".
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

struct weigh_args {
	long in;
	long out;
	int status;
};

static int passed, failed;
static char log_buf[1 << 20];

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

static struct bpf_object *open_obj(const char *dir, const char *name)
{
	char path[PATH_MAX];
	/*
	 * Level 4 (BPF_LOG_STATS): the verdict and the totals without the
	 * instruction trail. Level 1 fills a fixed buffer on big programs, and
	 * where the log does not rotate (6.1) the kernel then fails even a
	 * good load with ENOSPC and drops the verdict.
	 */
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 4);

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	log_buf[0] = 0;
	return bpf_object__open_file(path, &opts);
}

static void test_checked(const char *dir)
{
	static const long weights[] = { 3, 5, 7, 11 };
	struct bpf_object *obj = open_obj(dir, "indexed.bpf.o");
	struct weigh_args a;
	__u32 table[12];
	long want = 0;
	int fd, i, err;

	if (!obj || bpf_object__load(obj)) {
		result(0, "checked_loads", "load failed: %s\n%s", strerror(errno),
		       log_buf);
		bpf_object__close(obj);
		return;
	}
	result(1, "checked_loads", "");
	for (i = 0; i < 12; i++)
		table[i] = 100 + i;
	if (bpf_map_update_elem(bpf_map__fd(bpf_object__find_map_by_name(obj,
									  "tables")),
				&(__u32){ 0 }, table, 0)) {
		result(0, "checked_runs", "cannot fill table: %s",
		       strerror(errno));
		bpf_object__close(obj);
		return;
	}
	fd = bpf_program__fd(bpf_object__find_program_by_name(obj, "drive"));
	for (i = 0; i <= 4; i++) {
		LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &a,
			    .ctx_size_in = sizeof(a));
		a.in = i == 0 ? 4 : weights[i - 1];
		a.out = 0;
		a.status = 99;
		err = bpf_prog_test_run_opts(fd, &opts);
		if (i > 0)
			want += (100 + i - 1) * weights[i - 1];
		if (err || a.status != (i < 4 ? 1 : 0) ||
		    a.out != (i < 4 ? i : want)) {
			result(0, "checked_runs",
			       "run %d: err %d status %d out %ld, want status %d out %ld",
			       i, err, a.status, a.out, i < 4 ? 1 : 0,
			       i < 4 ? (long)i : want);
			bpf_object__close(obj);
			return;
		}
	}
	result(1, "checked_runs", "");
	bpf_object__close(obj);
}

static void test_naive(const char *dir)
{
	struct bpf_object *obj = open_obj(dir, "indexed_naive.bpf.o");
	libbpf_print_fn_t old = libbpf_set_print(silent);
	int err = obj ? bpf_object__load(obj) : -1;

	libbpf_set_print(old);
	if (!obj) {
		result(0, "naive_rejected", "cannot open indexed_naive.bpf.o");
		return;
	}
	result(err && (strstr(log_buf, "min value is outside") ||
		       strstr(log_buf, "unbounded memory access") ||
		       strstr(log_buf, "invalid access to map value")),
	       "naive_rejected",
	       "expected the verifier to reject the unbounded index; load returned %d\n%s",
	       err, log_buf);
	if (err) {
		const char *line = strstr(log_buf, "min value is outside");
		if (!line)
			line = strstr(log_buf, "unbounded memory access");
		if (line)
			printf("  verifier: %.*s\n", (int)strcspn(line, "\n"),
			       line);
	}
	bpf_object__close(obj);
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
		strcpy(dir, ".");
	test_checked(dir);
	test_naive(dir);
	printf("reload: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
