// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * hello.c - the loader of the hello example. Loads hello.bpf.o, then runs
 * its "hello" program once per step with BPF_PROG_TEST_RUN: the first run
 * starts the greeter coroutine, each later run resumes it with a guest's
 * age. After every run it prints what the coroutine yielded or returned and
 * the frame as it sits in the map between runs (members from BTF).
 *
 * Usage: sudo ./hello [age...]		(default: 31 27 42)
 */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

/*
 * bpf_coro.h in user space: the statuses and the frame-state helpers, no
 * plugin needed. (Relative, as the loader is built without -I runtime.)
 */
#include "../../runtime/bpf_coro.h"
#include "hello.h"

/*
 * The name of state idx: the compiler gives __coro_index an enum type whose
 * enumerators are the states, suspension points named after their line.
 */
static const char *state_name(const struct btf *btf, __u32 type_id, __u32 idx)
{
	const struct btf_type *t;
	const struct btf_enum *e;
	int i;

	t = btf__type_by_id(btf, btf__resolve_type(btf, type_id));
	if (!t || !btf_is_enum(t))
		return "?";
	e = btf_enum(t);
	for (i = 0; i < btf_vlen(t); i++, e++)
		if ((__u32)e->val == idx)
			return btf__name_by_offset(btf, e->name_off);
	return "?";
}

/* Prints "name=value" for every member of the frame but the two tokens. */
static void print_frame(const struct btf *btf, int frame_id,
			const unsigned char *frame)
{
	const struct btf_type *t = btf__type_by_id(btf, frame_id);
	const struct btf_member *m = btf_members(t);
	int i;

	printf("       frame in the map:");
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *name = btf__name_by_offset(btf, m->name_off);
		__u32 off = btf_member_bit_offset(t, i) / 8;
		long long size = btf__resolve_size(btf, m->type);
		long long v = 0;

		if (!strcmp(name, "__resume_fn") || !strcmp(name, "__destroy_fn"))
			continue;
		if (!strcmp(name, "__coro_index")) {
			/* At the header's fixed offset (docs/ABI.md). */
			__u32 idx = bpf_coro_frame_index(frame);

			printf(idx < 0x10000 ? " __coro_index=%u (%s)" :
					       " __coro_index=%#x (%s)",
			       idx, state_name(btf, m->type, idx));
			continue;
		}
		switch (size) {
		case 1: v = *(__s8 *)(frame + off); break;
		case 2: { __s16 x; memcpy(&x, frame + off, 2); v = x; break; }
		case 4: { __s32 x; memcpy(&x, frame + off, 4); v = x; break; }
		case 8: memcpy(&v, frame + off, 8); break;
		default: printf(" %s=(%lld bytes)", name, size); continue;
		}
		printf(" %s=%lld", name, v);
	}
	printf("\n");
}

int main(int argc, char **argv)
{
	int default_ages[] = { 31, 27, 42 }, *ages = default_ages;
	int guests = 3, total = 0, frame_id, i, err;
	unsigned char frame[512 + 64] = {};
	char path[PATH_MAX], *slash;
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct bpf_map *map;
	const struct btf *btf;
	__u32 zero = 0;
	ssize_t n;

	if (argc > 1) {
		guests = argc - 1;
		ages = calloc(guests, sizeof(int));
		if (!ages)
			return 1;
		for (i = 0; i < guests; i++)
			ages[i] = atoi(argv[i + 1]);
	}

	/* hello.bpf.o is built next to this binary. */
	n = readlink("/proc/self/exe", path, sizeof(path) - 32);
	if (n < 0)
		return 1;
	path[n] = 0;
	slash = strrchr(path, '/');
	strcpy(slash ? slash + 1 : path, "hello.bpf.o");

	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		fprintf(stderr, "hello: cannot open %s: %s\n", path,
			strerror(errno));
		return 1;
	}
	err = bpf_object__load(obj);
	if (err) {
		fprintf(stderr, "hello: loading %s failed: %s (run as root)\n",
			path, strerror(-err));
		return 1;
	}
	prog = bpf_object__find_program_by_name(obj, "hello");
	map = bpf_object__find_map_by_name(obj, "frames");
	btf = bpf_object__btf(obj);
	frame_id = btf__find_by_name_kind(btf, "greeter__coro_frame",
					  BTF_KIND_STRUCT);
	if (!prog || !map || frame_id < 0 ||
	    bpf_map__value_size(map) > sizeof(frame)) {
		fprintf(stderr, "hello: %s lacks the hello program, the frames map or struct greeter__coro_frame\n",
			path);
		return 1;
	}

	printf("hello: the greeter coroutine runs in the kernel, one BPF program run per\n"
	       "guest. Between runs it is suspended; its frame (struct greeter__coro_frame,\n"
	       "%u bytes, laid out by the compiler) waits in map \"frames\".\n\n",
	       bpf_map__value_size(map));

	for (i = 0; i <= guests; i++) {
		struct hello_args args = {
			.guests = guests,
			.age = i ? ages[i - 1] : 0,
		};
		LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &args,
			    .ctx_size_in = sizeof(args));
		bool last = i == guests;
		char what[64];

		err = bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
		if (err || opts.retval) {
			fprintf(stderr, "hello: run %d failed: %s\n", i + 1,
				err ? strerror(errno) : "no frame");
			return 1;
		}
		if (i == 0)
			snprintf(what, sizeof(what), "start greeter(%d)",
				 guests);
		else
			snprintf(what, sizeof(what), "resume with age %d",
				 args.age);
		printf("run %d: %-20s -> %s, ", i + 1, what,
		       bpf_coro_status_name(args.status));
		if (args.status == BPF_CORO_SUSPENDED)
			printf("yielded %lld (waiting for guest %lld)\n",
			       (long long)args.out, (long long)args.out);
		else
			printf("returned %lld (total age)\n",
			       (long long)args.out);

		if (bpf_map_lookup_elem(bpf_map__fd(map), &zero, frame)) {
			fprintf(stderr, "hello: reading the frame: %s\n",
				strerror(errno));
			return 1;
		}
		print_frame(btf, frame_id, frame);
		if (bpf_coro_frame_state(frame) !=
		    (last ? BPF_CORO_STATE_DONE : BPF_CORO_STATE_SUSPENDED)) {
			fprintf(stderr, "hello: the frame is %s after run %d\n",
				bpf_coro_state_name(bpf_coro_frame_state(frame)),
				i + 1);
			return 1;
		}

		if (i)
			total += ages[i - 1];
		if (args.status != (last ? BPF_CORO_DONE : BPF_CORO_SUSPENDED) ||
		    args.out != (last ? total : i + 1)) {
			fprintf(stderr, "hello: unexpected result: expected %s %d\n",
				last ? "DONE" : "SUSPENDED", last ? total : i + 1);
			return 1;
		}
	}
	printf("\nThe coroutine suspended %d times and resumed in a later run each time.\n",
	       guests);
	bpf_object__close(obj);
	return 0;
}
