// SPDX-License-Identifier: GPL-2.0
/*
 * link_test.c - finding a coroutine's pieces in a linked object.
 *
 * link_a.bpf.o and link_b.bpf.o each define a static coroutine `co`;
 * `bpftool gen object link.bpf.o link_a.bpf.o link_b.bpf.o` links them
 * into one object with two STRUCT 'co__coro_frame', two FUNC 'co', two
 * FUNC 'co__coro_resume' and two FUNC 'co__coro_destroy', so a look-up of
 * the frame by name (or of the pieces by the names the decl tags give) is
 * ambiguous. This test resolves each coroutine by type ids instead, the way
 * docs/ABI.md section 6 says:
 *
 *   start   the FUNC a `coro_abi:<n>` DECL_TAG points to;
 *   frame   the STRUCT the start's first parameter points to;
 *   resume, destroy
 *           the FUNC of the name the start's `coro_resume:` /
 *           `coro_destroy:` tag gives whose first parameter points to that
 *           same STRUCT;
 *   map     a map holds frames of the coroutine whose frame STRUCT is its
 *           value type.
 *
 * It checks that each look-up finds exactly one type, that a_frames and
 * b_frames hold the frames of two different coroutines, each the one of
 * its own object (told apart by a member only that object's coroutine
 * saves: a_sum, b_first), and then loads the linked object into the kernel
 * and runs both coroutines to their end across program runs.
 *
 * Prints PASS/FAIL lines and "link: N passed, N failed". Run as root.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "link.h"

#define BPF_CORO_DONE 0
#define BPF_CORO_SUSPENDED 1

static int passed, failed;
static char log_buf[1 << 20];

static bool result(bool ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		passed++;
		printf("PASS %s\n", name);
		return true;
	}
	failed++;
	printf("FAIL %s: ", name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return false;
}

/* The type id behind typedefs and qualifiers. */
static __u32 skip_mods(const struct btf *btf, __u32 id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t && (btf_is_mod(t) || btf_is_typedef(t))) {
		id = t->type;
		t = btf__type_by_id(btf, id);
	}
	return id;
}

/* The STRUCT the first parameter of FUNC func_id points to, or 0. */
static __u32 frame_of_func(const struct btf *btf, __u32 func_id)
{
	const struct btf_type *fn = btf__type_by_id(btf, func_id);
	const struct btf_type *proto, *ptr, *st;
	__u32 id;

	if (!fn || !btf_is_func(fn))
		return 0;
	proto = btf__type_by_id(btf, fn->type);
	if (!proto || !btf_is_func_proto(proto) || btf_vlen(proto) < 1)
		return 0;
	ptr = btf__type_by_id(btf, skip_mods(btf, btf_params(proto)[0].type));
	if (!ptr || !btf_is_ptr(ptr))
		return 0;
	id = skip_mods(btf, ptr->type);
	st = btf__type_by_id(btf, id);
	return st && btf_is_struct(st) ? id : 0;
}

/* The value of the DECL_TAG "<key>:<value>" on func_id, or NULL. */
static const char *tag_of(const struct btf *btf, __u32 func_id,
			  const char *key)
{
	size_t len = strlen(key);
	__u32 n = btf__type_cnt(btf);

	for (__u32 id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;

		if (!btf_is_decl_tag(t) || t->type != func_id ||
		    btf_decl_tag(t)->component_idx != -1)
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (!strncmp(name, key, len) && name[len] == ':')
			return name + len + 1;
	}
	return NULL;
}

/* How many types of kind kind are called name. */
static int count_named(const struct btf *btf, const char *name, int kind)
{
	__u32 n = btf__type_cnt(btf);
	int count = 0;

	for (__u32 id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (btf_kind(t) == kind &&
		    !strcmp(btf__name_by_offset(btf, t->name_off), name))
			count++;
	}
	return count;
}

/*
 * The FUNC called name whose first parameter points to frame: 0 if none,
 * -1 if several.
 */
static int piece_of(const struct btf *btf, const char *name, __u32 frame)
{
	__u32 n = btf__type_cnt(btf);
	int found = 0;

	for (__u32 id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (!btf_is_func(t) ||
		    strcmp(btf__name_by_offset(btf, t->name_off), name) ||
		    frame_of_func(btf, id) != frame)
			continue;
		if (found)
			return -1;
		found = id;
	}
	return found;
}

static bool has_member(const struct btf *btf, __u32 id, const char *name)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);

	for (int i = 0; i < btf_vlen(t); i++, m++) {
		const struct btf_type *mt =
			btf__type_by_id(btf, skip_mods(btf, m->type));

		if (!strcmp(btf__name_by_offset(btf, m->name_off), name))
			return true;
		/* A frame of several points keeps its values in a union of
		 * one struct per point. */
		if ((btf_is_struct(mt) || btf_is_union(mt)) &&
		    has_member(btf, skip_mods(btf, m->type), name))
			return true;
	}
	return false;
}

struct coro {
	__u32 start, frame, resume, destroy;
};

/* Every coroutine in btf, found from its coro_abi tag. */
static int find_coros(const struct btf *btf, struct coro *c, int max)
{
	__u32 n = btf__type_cnt(btf);
	int count = 0;

	for (__u32 id = 1; id < n && count < max; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *resume, *destroy;

		if (!btf_is_decl_tag(t) ||
		    strcmp(btf__name_by_offset(btf, t->name_off), "coro_abi:3"))
			continue;
		c[count].start = t->type;
		c[count].frame = frame_of_func(btf, t->type);
		resume = tag_of(btf, t->type, "coro_resume");
		destroy = tag_of(btf, t->type, "coro_destroy");
		c[count].resume = resume ? piece_of(btf, resume, c[count].frame) : 0;
		c[count].destroy =
			destroy ? piece_of(btf, destroy, c[count].frame) : 0;
		count++;
	}
	return count;
}

/* Which of the coroutines holds its frames in map. */
static int coro_of_map(const struct btf *btf, const struct bpf_map *map,
		       const struct coro *c, int n)
{
	__u32 value = skip_mods(btf, bpf_map__btf_value_type_id(map));

	for (int i = 0; i < n; i++)
		if (c[i].frame && c[i].frame == value)
			return i;
	return -1;
}

static bool check_btf(struct bpf_object *obj)
{
	const struct btf *btf = bpf_object__btf(obj);
	struct bpf_map *a_map = bpf_object__find_map_by_name(obj, "a_frames");
	struct bpf_map *b_map = bpf_object__find_map_by_name(obj, "b_frames");
	struct coro c[4];
	int n, a, b;
	bool ok = true;

	if (!btf || !a_map || !b_map)
		return result(false, "link_btf", "no BTF or no a_frames/b_frames");
	/* What makes the look-up by name ambiguous. */
	ok &= result(count_named(btf, "co__coro_frame", BTF_KIND_STRUCT) == 2 &&
			     count_named(btf, "co", BTF_KIND_FUNC) == 2 &&
			     count_named(btf, "co__coro_resume", BTF_KIND_FUNC) == 2 &&
			     count_named(btf, "co__coro_destroy", BTF_KIND_FUNC) == 2,
		     "link_names_ambiguous",
		     "expected two of each: STRUCT co__coro_frame %d, FUNC co %d, co__coro_resume %d, co__coro_destroy %d",
		     count_named(btf, "co__coro_frame", BTF_KIND_STRUCT),
		     count_named(btf, "co", BTF_KIND_FUNC),
		     count_named(btf, "co__coro_resume", BTF_KIND_FUNC),
		     count_named(btf, "co__coro_destroy", BTF_KIND_FUNC));

	n = find_coros(btf, c, 4);
	if (!result(n == 2, "link_two_coroutines", "found %d coro_abi:3 tags", n))
		return false;
	for (int i = 0; i < n; i++)
		ok &= result(c[i].frame && c[i].resume > 0 && c[i].destroy > 0 &&
				     c[i].resume != c[(i + 1) % 2].resume &&
				     c[i].destroy != c[(i + 1) % 2].destroy,
			     i ? "link_pieces_second" : "link_pieces_first",
			     "start %u: frame %u, resume %d, destroy %d (0: none, -1: several)",
			     c[i].start, c[i].frame, c[i].resume, c[i].destroy);
	ok &= result(c[0].frame != c[1].frame, "link_frames_distinct",
		     "both starts' first parameters point to STRUCT %u",
		     c[0].frame);

	a = coro_of_map(btf, a_map, c, n);
	b = coro_of_map(btf, b_map, c, n);
	ok &= result(a >= 0 && b >= 0 && a != b, "link_maps",
		     "a_frames holds frames of coroutine %d, b_frames of %d", a,
		     b);
	if (a < 0 || b < 0)
		return false;
	ok &= result(has_member(btf, c[a].frame, "a_sum") &&
			     !has_member(btf, c[a].frame, "b_first") &&
			     has_member(btf, c[b].frame, "b_first") &&
			     !has_member(btf, c[b].frame, "a_sum"),
		     "link_frames_own_object",
		     "a_frames' frame is not link_a's coroutine's, or b_frames' not link_b's");
	ok &= result(bpf_map__value_size(a_map) ==
				     btf__resolve_size(btf, c[a].frame) &&
			     bpf_map__value_size(b_map) ==
				     btf__resolve_size(btf, c[b].frame),
		     "link_value_sizes",
		     "a_frames value_size %u, frame %lld; b_frames %u, frame %lld",
		     bpf_map__value_size(a_map),
		     (long long)btf__resolve_size(btf, c[a].frame),
		     bpf_map__value_size(b_map),
		     (long long)btf__resolve_size(btf, c[b].frame));
	return ok;
}

/* Runs prog once with in; 0 on success. */
static int run(struct bpf_program *prog, struct link_args *a, long in,
	       int destroy)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = a,
		    .ctx_size_in = sizeof(*a));

	a->in = in;
	a->out = -1;
	a->status = 99;
	a->destroy = destroy;
	return bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
}

/*
 * Drives prog's coroutine from its start to its end, one step per run,
 * resuming with ins[]; checks every yielded value and the result.
 */
static void drive(struct bpf_object *obj, const char *prog_name,
		  const long *ins, const long *outs, int steps)
{
	struct bpf_program *prog = bpf_object__find_program_by_name(obj,
								   prog_name);
	struct link_args a;

	if (!prog) {
		result(false, prog_name, "no program");
		return;
	}
	for (int i = 0; i < steps; i++) {
		int want = i + 1 < steps ? BPF_CORO_SUSPENDED : BPF_CORO_DONE;

		if (run(prog, &a, ins[i], 0) || a.status != want ||
		    a.out != outs[i]) {
			result(false, prog_name,
			       "run %d: status %d out %ld, want status %d out %ld",
			       i, a.status, a.out, want, outs[i]);
			return;
		}
	}
	if (run(prog, &a, 0, 1) || a.status != 0) {
		result(false, prog_name, "destroy: status %d", a.status);
		return;
	}
	result(true, prog_name, "");
}

int main(int argc, char **argv)
{
	/* co(3) of link_a: yields 0, 1, 2, returns the sum of what came in. */
	static const long a_ins[] = { 0, 10, 20, 30 };
	static const long a_outs[] = { 0, 1, 2, 60 };
	/* co(7) of link_b: yields 7, 2 * 5, 6 + 7, returns 5 * 100 + 6. */
	static const long b_ins[] = { 0, 5, 6, 0 };
	static const long b_outs[] = { 7, 10, 13, 506 };
	char path[PATH_MAX];
	char *slash;
	struct bpf_object *obj;
	/*
	 * Level 4 (BPF_LOG_STATS): the verdict without the instruction trail,
	 * so a load is verified once (no libbpf retries with growing buffers)
	 * and cannot fail with ENOSPC where the log does not rotate (6.1).
	 */
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = log_buf,
		    .kernel_log_size = sizeof(log_buf), .kernel_log_level = 4);
	size_t len;

	(void)argc;
	snprintf(path, sizeof(path), "%s", argv[0]);
	slash = strrchr(path, '/');
	snprintf(slash ? slash + 1 : path,
		 sizeof(path) - (slash ? slash + 1 - path : 0), "link.bpf.o");
	obj = bpf_object__open_file(path, &opts);
	if (!obj) {
		result(false, "link_open", "cannot open %s: %s", path,
		       strerror(errno));
	} else if (check_btf(obj)) {
		int err = bpf_object__load(obj);

		len = strlen(log_buf);
		if (result(!err, "link_loads",
			   "load failed: %s; the verifier log ends with:\n%s",
			   strerror(-err),
			   log_buf + (len > 8192 ? len - 8192 : 0))) {
			drive(obj, "a_run", a_ins, a_outs, 4);
			drive(obj, "b_run", b_ins, b_outs, 4);
		}
	}
	bpf_object__close(obj);
	printf("link: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
