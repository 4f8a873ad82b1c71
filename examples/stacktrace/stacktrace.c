// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * stacktrace.c - the loader of the stacktrace example. Loads
 * stacktrace.bpf.o (or, with -s, the hand-split stacktrace_handsplit.bpf.o),
 * attaches its programs to raw_tp/sys_enter and raw_tp/sys_exit, and prints
 * every record: the kernel stack taken at syscall entry and the user stack
 * taken right before the same syscall returned to user space.
 *
 * Usage: sudo ./stacktrace [-s] [-n NR] [-d SECONDS] [TID...]
 *	-s		the hand-split version instead of the coroutine
 *	-n NR		the syscall number to trace (-1: any); default getppid
 *			(110) for the demo, any for TIDs
 *	-d SECONDS	how long to trace the TIDs (default 5; Ctrl-C stops)
 *	TID...		threads to trace (see /proc/PID/task/); without any,
 *			a demo: this process calls getppid() from
 *			demo_level1 -> demo_level2 -> demo_level3 and traces
 *			itself
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "stacktrace.h"
#include "stacktrace_syms.h"

#ifndef __x86_64__
#error "stacktrace reads x86-64 syscall registers (struct pt_regs di/orig_ax)"
#endif

/* The demo marks its traced calls with this in the first argument. */
#define DEMO_MARK 0x44454d4f00000000ull /* "DEMO" */
#define DEMO_MASK 0xffffffff00000000ull

static volatile sig_atomic_t stop;

static void on_sigint(int sig)
{
	(void)sig;
	stop = 1;
}

/* ---- the demo's call chain (frame pointers: built with -O1 -fno-omit-frame-pointer) */

volatile int demo_depth;

/* The syscall instruction inline, so the first user frame is demo_level3. */
__attribute__((noinline)) long demo_level3(long arg)
{
	volatile long a = arg;	/* a stack frame, hence a frame pointer */
	long ret;

	demo_depth++;
	asm volatile("syscall"
		     : "=a"(ret)
		     : "a"((long)SYS_getppid), "D"(a)
		     : "rcx", "r11", "memory");
	demo_depth--;
	return ret;
}

__attribute__((noinline)) long demo_level2(long arg)
{
	long r = demo_level3(arg);

	demo_depth += 0;
	return r;
}

__attribute__((noinline)) long demo_level1(long arg)
{
	long r = demo_level2(arg);

	demo_depth += 0;
	return r;
}

/* ---- printing */

/* addr as "file+0xoffset" from /proc/PID/maps (another process). */
static void print_foreign(__u32 pid, __u64 addr)
{
	char path[64], line[512], file[256];
	unsigned long long lo, hi, off;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%u/maps", pid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f)) {
		file[0] = 0;
		if (sscanf(line, "%llx-%llx %*s %llx %*s %*s %255s", &lo, &hi,
			   &off, file) < 3)
			continue;
		if (addr >= lo && addr < hi) {
			const char *base = strrchr(file, '/');

			printf(" %s+%#llx", base ? base + 1 : file[0] ? file : "[anon]",
			       addr - lo + off);
			fclose(f);
			return;
		}
	}
	if (f)
		fclose(f);
}

static int on_record(void *ctx, void *data, size_t size)
{
	const struct st_record *rec = data;
	__u32 i;

	(void)ctx;
	if (size < sizeof(*rec))
		return 0;
	printf("tid %u (pid %u) syscall %lld, first argument %#llx, returned %lld\n",
	       rec->tid, rec->pid, (long long)rec->nr,
	       (unsigned long long)rec->arg, (long long)rec->ret);
	printf("  kernel stack, taken at syscall entry (%u frames):\n",
	       rec->kcount);
	for (i = 0; i < rec->kcount && i < ST_KSTACK_DEPTH; i++) {
		const struct ksym *k = ksym_find(rec->kips[i]);

		printf("    %#018llx", (unsigned long long)rec->kips[i]);
		if (k)
			printf(" %s+%#llx", k->name,
			       (unsigned long long)(rec->kips[i] - k->addr));
		printf("\n");
	}
	printf("  user stack, taken right before the return to user space (%u frames):\n",
	       rec->ucount);
	for (i = 0; i < rec->ucount && i < ST_USTACK_DEPTH; i++) {
		printf("    %#018llx", (unsigned long long)rec->uips[i]);
		if (rec->pid == (__u32)getpid()) {
			Dl_info info;

			/* return addresses: name the call, at addr - 1 */
			if (!dladdr((void *)(uintptr_t)(rec->uips[i] - (i > 0)),
				    &info))
				;
			else if (info.dli_sname)
				printf(" %s+%#llx", info.dli_sname,
				       (unsigned long long)(rec->uips[i] -
							    (uintptr_t)info.dli_saddr));
			else
				print_foreign(rec->pid, rec->uips[i]);
		} else {
			print_foreign(rec->pid, rec->uips[i]);
		}
		printf("\n");
	}
	printf("\n");
	return 0;
}

static void usage(const char *prog)
{
	fprintf(stderr, "usage: %s [-s] [-n NR] [-d SECONDS] [TID...]\n", prog);
	exit(2);
}

int main(int argc, char **argv)
{
	struct st_config cfg = { .nr = -2 };
	const char *objname = "stacktrace.bpf.o";
	struct bpf_link *enter = NULL, *exit_link = NULL;
	struct ring_buffer *rb = NULL;
	struct bpf_object *obj = NULL;
	char path[PATH_MAX], *slash;
	int opt, seconds = 5, ret = 1, i;
	struct st_stats stats = {};
	__u32 zero = 0, tid;
	__u8 one = 1;
	bool demo;
	ssize_t n;

	while ((opt = getopt(argc, argv, "sn:d:h")) != -1) {
		switch (opt) {
		case 's': objname = "stacktrace_handsplit.bpf.o"; break;
		case 'n': cfg.nr = atol(optarg); break;
		case 'd': seconds = atoi(optarg); break;
		default: usage(argv[0]);
		}
	}
	demo = optind == argc;
	if (cfg.nr == -2)
		cfg.nr = demo ? SYS_getppid : -1;
	if (demo) {
		cfg.arg_mask = DEMO_MASK;
		cfg.arg_match = DEMO_MARK;
	}

	/* The BPF objects are built next to this binary. */
	n = readlink("/proc/self/exe", path, sizeof(path) - 64);
	if (n < 0)
		return 1;
	path[n] = 0;
	slash = strrchr(path, '/');
	strcpy(slash ? slash + 1 : path, objname);

	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		fprintf(stderr, "stacktrace: cannot open %s: %s\n", path,
			strerror(errno));
		return 1;
	}
	if ((errno = -bpf_object__load(obj))) {
		fprintf(stderr, "stacktrace: loading %s failed: %s (run as root)\n",
			path, strerror(errno));
		goto out;
	}
	if (bpf_map_update_elem(bpf_map__fd(bpf_object__find_map_by_name(obj, "config")),
				&zero, &cfg, BPF_ANY))
		goto sys_err;
	for (i = optind; i < argc || (demo && i == optind); i++) {
		tid = demo ? (__u32)syscall(SYS_gettid) : (__u32)atoi(argv[i]);
		if (bpf_map_update_elem(bpf_map__fd(bpf_object__find_map_by_name(obj, "targets")),
					&tid, &one, BPF_ANY))
			goto sys_err;
	}
	rb = ring_buffer__new(bpf_map__fd(bpf_object__find_map_by_name(obj, "records")),
			      on_record, NULL, NULL);
	if (!rb)
		goto sys_err;
	enter = bpf_program__attach_raw_tracepoint(
		bpf_object__find_program_by_name(obj, "on_sys_enter"), "sys_enter");
	if (!enter)
		goto sys_err;
	exit_link = bpf_program__attach_raw_tracepoint(
		bpf_object__find_program_by_name(obj, "on_sys_exit"), "sys_exit");
	if (!exit_link)
		goto sys_err;
	/* After loading, so that our own programs have names in kallsyms. */
	if (ksyms_load())
		fprintf(stderr, "stacktrace: no kernel addresses in /proc/kallsyms: kernel frames unnamed\n");

	printf("stacktrace (%s): syscall %lld", strstr(objname, "handsplit") ?
	       "hand-split" : "coroutine", (long long)cfg.nr);
	if (demo) {
		printf(" of this process, marked with %#llx in its first argument\n\n",
		       (unsigned long long)DEMO_MARK);
		for (i = 0; i < 3; i++)
			demo_level1(DEMO_MARK | i);
		demo_level1(i);	/* not marked: not traced */
		ring_buffer__consume(rb);
	} else {
		printf(" of %d thread(s), for %d s\n\n", argc - optind, seconds);
		signal(SIGINT, on_sigint);
		signal(SIGTERM, on_sigint);
		for (time_t end = time(NULL) + seconds; !stop && time(NULL) < end;)
			if (ring_buffer__poll(rb, 100) < 0 && errno != EINTR)
				break;
		ring_buffer__consume(rb);
	}
	bpf_map_lookup_elem(bpf_map__fd(bpf_object__find_map_by_name(obj, "stats")),
			    &zero, &stats);
	printf("traced %llu syscalls, %llu records out, %llu lost (ring buffer full), %llu never returned\n",
	       (unsigned long long)stats.entered, (unsigned long long)stats.emitted,
	       (unsigned long long)stats.dropped, (unsigned long long)stats.stale);
	ret = 0;
	goto out;
sys_err:
	fprintf(stderr, "stacktrace: setting up: %s\n", strerror(errno));
out:
	bpf_link__destroy(exit_link);
	bpf_link__destroy(enter);
	ring_buffer__free(rb);
	bpf_object__close(obj);
	return ret;
}
