// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * diagload.c - loads one BPF object into the running kernel and says in one
 * line what happened, for diagcheck.sh:
 *
 *	loads; <prog> returned N		(every program loaded; each
 *						 SEC("syscall") one run once)
 *	rejected by the verifier: <message>	(the verifier's own message: the
 *						 last log line before "processed")
 *	rejected by libbpf: <message>		(refused before the verifier: its
 *						 last message)
 *
 * Usage: diagload [-v] <object.bpf.o>; -v prints libbpf's whole log too.
 * Exit status: 0 if it loaded, 1 if not, 2 on a usage or system error.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#define LOG_SIZE (4u << 20)
static char *log_buf;
static size_t log_len;

static int print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	size_t keep = LOG_SIZE / 2;
	va_list copy;
	char *msg, *tail;
	int n;

	if (level == LIBBPF_DEBUG)
		return 0;
	va_copy(copy, ap);
	n = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	if (n <= 0 || !(msg = malloc(n + 1)))
		return 0;
	vsnprintf(msg, n + 1, fmt, ap);
	/*
	 * Keep the end of a long log: the verifier's message is last (the
	 * whole load log comes as one message).
	 */
	tail = msg;
	if ((size_t)n > keep) {
		tail = msg + n - keep;
		n = keep;
	}
	if (log_len + n + 1 > LOG_SIZE) {
		memmove(log_buf, log_buf + log_len - keep / 2, keep / 2);
		log_len = keep / 2;
	}
	memcpy(log_buf + log_len, tail, n);
	log_len += n;
	log_buf[log_len] = 0;
	free(msg);
	return 0;
}

/* Whether line (up to end) is an instruction or source line of the log. */
static bool is_trace(const char *line, const char *end)
{
	const char *p = line;

	if (*p == ';')
		return true;
	while (p < end && isdigit((unsigned char)*p))
		p++;
	return p > line && p < end && *p == ':';
}

/* Prints the verifier's message: the last non-trace line before
 * "processed N insns" in the load log, or libbpf's last message. */
static void print_reason(void)
{
	const char *begin = strstr(log_buf, "-- BEGIN PROG LOAD LOG --");

	/* A long log keeps only its end (see print()). */
	if (!begin && strstr(log_buf, "-- END PROG LOAD LOG --"))
		begin = log_buf;
	const char *last = NULL, *last_end = NULL, *p;

	if (begin) {
		const char *stop = strstr(begin, "\nprocessed ");

		if (!stop)
			stop = strstr(begin, "-- END PROG LOAD LOG --");
		if (!stop)
			stop = begin + strlen(begin);
		for (p = strchr(begin, '\n'); p && p < stop;) {
			const char *line = p + 1;
			const char *end = strchrnul(line, '\n');

			if (end > stop)
				end = stop;
			if (end > line && !is_trace(line, end)) {
				last = line;
				last_end = end;
			}
			p = *end == '\n' && end < stop ? end : NULL;
		}
		if (last) {
			printf("rejected by the verifier: %.*s\n",
			       (int)(last_end - last), last);
			return;
		}
	}
	/* Before the verifier: libbpf's last line, which says why. */
	last = NULL;
	for (p = log_buf; *p;) {
		const char *end = strchrnul(p, '\n');

		if (strstr(p, "libbpf: ") == p && end - p > 8) {
			last = p + 8;
			last_end = end;
		}
		p = *end ? end + 1 : end;
	}
	if (last) {
		printf("rejected by libbpf: %.*s\n", (int)(last_end - last), last);
		return;
	}
	printf("rejected by libbpf: (no message)\n");
}

int main(int argc, char **argv)
{
	bool verbose = argc > 2 && !strcmp(argv[1], "-v");
	const char *path = argv[argc - 1];
	struct bpf_program *prog;
	struct bpf_object *obj;
	int err;

	if (argc < 2 || (argc > 2 && !verbose)) {
		fprintf(stderr, "usage: diagload [-v] <object.bpf.o>\n");
		return 2;
	}
	log_buf = calloc(1, LOG_SIZE);
	if (!log_buf)
		return 2;
	libbpf_set_print(print);
	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		if (verbose)
			fputs(log_buf, stderr);
		print_reason();
		return 1;
	}
	err = bpf_object__load(obj);
	if (verbose)
		fputs(log_buf, stderr);
	if (err) {
		print_reason();
		bpf_object__close(obj);
		return 1;
	}
	printf("loads");
	bpf_object__for_each_program(prog, obj) {
		LIBBPF_OPTS(bpf_test_run_opts, opts);
		char ctx[64] = {};

		if (bpf_program__type(prog) != BPF_PROG_TYPE_SYSCALL)
			continue;
		opts.ctx_in = ctx;
		opts.ctx_size_in = sizeof(ctx);
		if (bpf_prog_test_run_opts(bpf_program__fd(prog), &opts))
			printf("; %s: test run failed: %s",
			       bpf_program__name(prog), strerror(errno));
		else
			printf("; %s returned %d", bpf_program__name(prog),
			       (int)opts.retval);
	}
	printf("\n");
	bpf_object__close(obj);
	return 0;
}
