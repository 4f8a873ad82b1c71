// SPDX-License-Identifier: GPL-2.0
/*
 * gen.c - writes random coroutines for fuzz_test. For every seed s in
 * [first, last] it writes, into <dir>:
 *   fz_<s>.bpf.c   the body as `__bpf_coro static long fz(long a, long b)`
 *                  with YIELD() = bpf_coro_yield(), a frame map and a
 *                  SEC("syscall") driver that starts or resumes it;
 *   fz_<s>.host.h  the SAME body as fz_host_<s>(a, b, ins, outs, n_yields),
 *                  where YIELD(x) records x in outs[] and evaluates to the
 *                  next ins[];
 *   fzp_<s>.bpf.c  the SAME body once more as a plain BPF program (no
 *                  coroutine: YIELD(x) folds x into the result and reads
 *                  the next input from the context), which fuzz_test loads
 *                  only when fz_<s> does not load, to tell a kernel whose
 *                  verifier cannot follow the body at all from a split that
 *                  made it harder;
 *   fzu_<s>.bpf.c  for every USER_RETURN_EVERY-th seed, the SAME body with a
 *                  bpf_coro_user_return() before every yield
 *                  (YIELD(x) = ({ bpf_coro_user_return(&frames);
 *                  bpf_coro_yield(x); })): the task work runs each stretch
 *                  up to the yield, on the driver's way back from bpf();
 *   fzc_<s>.bpf.c  for every CHAIN_EVERY-th seed (offset 2), fz_<s>.bpf.c
 *                  with a driver that resumes a frame it has just started
 *                  in the same run (start to the first yield, then feed it
 *                  the input: examples/portknock's shape, which the
 *                  compiler threads from the start's publish to the
 *                  resume's claim);
 * and fz_all.h, which includes every host header and lists them in a table
 * (with whether the seed has a fzu_ and a fzc_ variant).
 *
 *	gen <dir> <first> <last>
 *
 * Deterministic (xorshift64 per seed). The bodies use only fixed-width
 * integer locals, a __u32 array indexed with & 3, + - * ^ & | and constant
 * shifts (all done in __u64, so no signed overflow and no shift >= width),
 * unsigned / and % by (x & 7) + 1, calls of two noinline functions,
 * comparisons, if/else, switch (with a fall-through), for and do-while
 * loops bounded by constants or (a & 3) + 1 (a for loop may yield in its
 * condition; extended: loops counting down from a constant or from a value
 * clamped to a constant, and loops stepping by 2 or 3), break, continue, early returns, nesting <= 2, and struct
 * locals (FZ_PRELUDE's struct fz_s) assigned field by field, copied, and
 * filled by bpf_probe_read_kernel() from a constant table (memcpy on the
 * host): a local whose address goes to a helper. At most one YIELD per
 * statement (so evaluation order is the same on both sides); every program
 * yields at most MAX_YIELDS times.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_YIELDS 60
/* Seeds s with s % USER_RETURN_EVERY == 0 get a fzu_ variant (the same in
 * test/kernel/CMakeLists.txt). */
#define USER_RETURN_EVERY 4
/* Seeds s with s % CHAIN_EVERY == 2 get a fzc_ variant (the same there). */
#define CHAIN_EVERY 4

static uint64_t rs;

static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

static unsigned int rn(unsigned int n)
{
	return rnd() % n;
}

static char body[1 << 16];
static size_t blen;

static void emit(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	blen += vsnprintf(body + blen, sizeof(body) - blen, fmt, ap);
	va_end(ap);
	if (blen >= sizeof(body)) {
		fprintf(stderr, "gen: body too long\n");
		exit(1);
	}
}

static void indent(int n)
{
	while (n-- > 0)
		emit("\t");
}

static const char *types[] = { "__u8", "__s16", "__u32", "__s32", "__u64",
			       "__s64" };

/*
 * Shared by every file of every seed (fz_all.h has it once for the host):
 * the struct of the struct locals, the table FZ_READ fills them from, and
 * two noinline functions the bodies call. FZ_READ is
 * bpf_probe_read_kernel() in BPF, memcpy() on the host.
 */
#define FZ_PRELUDE \
	"struct fz_s {\n" \
	"\t__u16 x;\n" \
	"\t__u64 y;\n" \
	"\t__u8 z[4];\n" \
	"};\n\n" \
	"static const struct fz_s fz_tab[4] __attribute__((unused)) = {\n" \
	"\t{ 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } },\n" \
	"\t{ 0xfedc, 0xfedcba9876543210ULL, { 5, 6, 7, 8 } },\n" \
	"\t{ 7, 8, { 9, 10, 11, 12 } },\n" \
	"\t{ 0xffff, 0xffffffffffffffffULL, { 255, 0, 128, 1 } },\n" \
	"};\n\n" \
	"static __attribute__((noinline, unused)) __u64 fz_mix(__u64 x, __u64 y)\n" \
	"{\n" \
	"\treturn (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;\n" \
	"}\n\n" \
	"static __attribute__((noinline, unused)) __u64 fz_sum(__u64 x)\n" \
	"{\n" \
	"\t__u64 s = 0;\n\n" \
	"\tfor (int i = 0; i < 4; i++)\n" \
	"\t\ts += (x >> (i * 16)) & 0xffff;\n" \
	"\treturn s;\n" \
	"}\n"

static const char prelude[] = FZ_PRELUDE;
/* What extended BPF files have before YIELD's definition. */
static const char bpf_prelude[] = FZ_PRELUDE "\n"
	"#define FZ_READ(d, s) bpf_probe_read_kernel(d, sizeof(*(d)), s)\n\n";

/* gen ... extended: the constructs after the first ones (see the top). */
static int extended;
static int nvars, narrs, nbounds, nstructs;
static int vtype[8];
static int loops[4], nloops; /* indices of the enclosing loop variables */
static int next_loop;
static int yields_used;	      /* static bound on the yields emitted */

static void expr(int depth);

static void leaf(void)
{
	switch (rn(nloops ? 7 : 6)) {
	case 0:
	case 1:
		emit("(__u64)v%d", rn(nvars));
		break;
	case 2:
		emit("(__u64)%c", rn(2) ? 'a' : 'b');
		break;
	case 3:
		switch (rn(3)) {
		case 0:
			emit("0x%xULL", rn(16)); /* hex: -Wxor-used-as-pow flags 2ULL ^ 11ULL */
			break;
		case 1:
			emit("0x%llxULL", (unsigned long long)(rnd() >> rn(64)));
			break;
		default:
			emit("0x%llxULL", (unsigned long long)rnd());
			break;
		}
		break;
	case 4:
		emit("(__u64)arr%d[v%d & 3]", rn(narrs), rn(nvars));
		break;
	case 5:
		if (nstructs && rn(2)) {
			int t = rn(nstructs);

			switch (rn(3)) {
			case 0:
				emit("(__u64)s%d.x", t);
				break;
			case 1:
				emit("s%d.y", t);
				break;
			default:
				emit("(__u64)s%d.z[v%d & 3]", t, rn(nvars));
				break;
			}
			break;
		}
		emit("(__u64)v%d", rn(nvars));
		break;
	default:
		/* i + 1: see the array index in stmt() */
		emit("(__u64)(i%d + 1)", loops[rn(nloops)]);
		break;
	}
}

static void cond(int depth)
{
	static const char *cmp[] = { "<", "<=", ">", ">=", "==", "!=" };
	int x, y;

	switch (rn(depth > 0 ? 3 : 4)) {
	case 0:
		x = rn(nvars);
		y = (x + 1 + rn(nvars - 1)) % nvars;
		emit("(v%d %s v%d)", x, cmp[rn(6)], y);
		break;
	case 1:
		emit("(v%d %s %u)", rn(nvars), cmp[rn(6)], 1 + rn(100));
		break;
	case 2:
		emit("(((");
		expr(depth + 1);
		emit(") & 7) %s %u)", cmp[rn(6)], rn(8));
		break;
	default:
		emit("(v%d %s (__s64)(", rn(nvars), cmp[rn(6)]);
		expr(depth + 1);
		emit("))");
		break;
	}
}

/* An expression of type __u64. */
static void expr(int depth)
{
	static const char *ops[] = { "+", "-", "*", "^", "&", "|" };

	if (depth >= 3)
		return leaf();
	switch (rn(extended ? 13 : 10)) {
	case 10:
		emit("(");
		expr(depth + 1);
		emit(rn(2) ? " / ((" : " %% ((");
		expr(depth + 1);
		emit(" & 7) + 1))");
		break;
	case 11:
		emit("fz_mix(");
		expr(depth + 1);
		emit(", ");
		expr(depth + 1);
		emit(")");
		break;
	case 12:
		emit("fz_sum(");
		expr(depth + 1);
		emit(")");
		break;
	case 0:
	case 1:
	case 2:
		return leaf();
	case 3:
	case 4:
	case 5:
		emit("(");
		expr(depth + 1);
		emit(" %s ", ops[rn(6)]);
		expr(depth + 1);
		emit(")");
		break;
	case 6:
		emit("(");
		expr(depth + 1);
		emit(rn(2) ? " << %u)" : " >> %u)", rn(64));
		break;
	case 7:
		emit("(__u64)((__s64)(");
		expr(depth + 1);
		emit(") >> %u)", rn(64));
		break;
	case 8:
		emit("(__u64)");
		cond(depth + 1);
		break;
	default:
		emit("(");
		cond(depth + 1);
		emit(" ? ");
		expr(depth + 1);
		emit(" : ");
		expr(depth + 1);
		emit(")");
		break;
	}
}

static void block(int ind, int nest, int mult, int n);

/* A yield costs mult (how often the enclosing loops can run it). */
static int can_yield(int mult)
{
	return yields_used + mult <= MAX_YIELDS;
}

static void stmt(int ind, int nest, int mult)
{
	int k = rn(nvars), r = rn(extended ? 21 : 14), mask;

	indent(ind);
	if (r >= 5 && r <= 8 && !can_yield(mult))
		r = 0;
	if ((r == 9 || r == 10) && !can_yield(mult))
		r = 11;
	if ((r == 9 || r == 10 || r == 11 || r == 14) && nest >= 2)
		r = 1;
	if (r == 13 && !nloops)
		r = 0;
	if ((r == 15 || r == 16) && nest >= 2)
		r = 2;
	if (r == 16 && !can_yield(mult * 5))
		r = 15;
	if ((r == 17 || r == 18) && !nstructs)
		r = 0;
	if (r == 19 && rn(3))
		r = 1;
	switch (r) {
	case 14:
		/* A switch: case 1 falls through into case 2. */
		emit("switch ((");
		expr(1);
		emit(") & 3) {\n");
		for (int c = 0; c < 4; c++) {
			indent(ind);
			if (c < 3)
				emit("case %d:\n", c);
			else
				emit("default:\n");
			block(ind + 1, nest + 1, mult, 1 + rn(2));
			if (c != 1 && c != 3) {
				indent(ind + 1);
				emit("break;\n");
			}
		}
		indent(ind);
		emit("}\n");
		break;
	case 15: {
		int i = next_loop++, bound = 1 + rn(4);

		emit("{\n");
		indent(ind + 1);
		emit("int i%d = 0;\n\n", i);
		indent(ind + 1);
		emit("do {\n");
		loops[nloops++] = i;
		block(ind + 2, nest + 1, mult * bound, 1 + rn(3));
		nloops--;
		indent(ind + 1);
		emit("} while (++i%d < %d);\n", i, bound);
		indent(ind);
		emit("}\n");
		break;
	}
	case 16: {
		/* A loop that yields in its condition: up to bound + 1 times. */
		int i = next_loop++, bound = 1 + rn(4);

		yields_used += mult * (bound + 1);
		mask = 1 + rn(3);
		emit("for (int i%d = 0; i%d < %d && (YIELD(", i, i, bound);
		expr(1);
		emit(") & %u) != %u; i%d++) {\n", mask, rn(4) & mask, i);
		loops[nloops++] = i;
		block(ind + 1, nest + 1, mult * bound, 1 + rn(3));
		nloops--;
		indent(ind);
		emit("}\n");
		break;
	}
	case 17: {
		int t = rn(nstructs);

		switch (rn(can_yield(mult) ? 5 : 4)) {
		case 0:
			emit("s%d.x = (__u16)(", t);
			expr(0);
			emit(");\n");
			break;
		case 1:
			emit("s%d.y = (", t);
			expr(0);
			emit(");\n");
			break;
		case 2:
			emit("s%d.z[(", t);
			expr(1);
			emit(") & 3] = (__u8)(");
			expr(1);
			emit(");\n");
			break;
		case 3:
			if (nstructs == 2) {
				emit("s%d = s%d;\n", t, 1 - t);
				break;
			}
			emit("s%d.y ^= (", t);
			expr(0);
			emit(");\n");
			break;
		default:
			yields_used += mult;
			emit("s%d.y = (__u64)YIELD(", t);
			expr(1);
			emit(");\n");
			break;
		}
		break;
	}
	case 18:
		/* The struct's address goes to a helper. */
		emit("FZ_READ(&s%d, &fz_tab[(", rn(nstructs));
		expr(1);
		emit(") & 3]);\n");
		break;
	case 20: {
		/* Loops that count down, from a constant or from a value
		 * clamped to [0, bound], or step by more than one. */
		int i = next_loop++, bound = 1 + rn(4), step = 2 + rn(2);
		int wrapped = 0;

		if (nest >= 2) {
			emit("v%d = (%s)(", k, types[vtype[k]]);
			expr(0);
			emit(");\n");
			break;
		}
		switch (rn(3)) {
		case 0:
			emit("for (int i%d = %d; i%d > 0; i%d--) {\n", i, bound,
			     i, i);
			break;
		case 1:
			/* In braces: a declaration may follow a case label. */
			emit("{\n");
			wrapped = 1;
			indent(++ind);
			emit("int i%d = (int)(", i);
			expr(1);
			emit(");\n\n");
			indent(ind);
			emit("if (i%d > %d)\n", i, bound);
			indent(ind + 1);
			emit("i%d = %d;\n", i, bound);
			indent(ind);
			emit("if (i%d < 0)\n", i);
			indent(ind + 1);
			emit("i%d = 0;\n", i);
			indent(ind);
			emit("while (i%d-- > 0) {\n", i);
			break;
		default:
			emit("for (int i%d = 0; i%d < %d; i%d += %d) {\n", i, i,
			     bound * step, i, step);
			break;
		}
		loops[nloops++] = i;
		block(ind + 1, nest + 1, mult * bound, 1 + rn(4));
		nloops--;
		indent(ind);
		emit("}\n");
		if (wrapped) {
			indent(--ind);
			emit("}\n");
		}
		break;
	}
	case 19:
		emit("if ");
		cond(0);
		emit(" return (long)(");
		expr(1);
		emit(");\n");
		break;
	case 0:
	case 1:
	case 2:
		emit("v%d = (%s)(", k, types[vtype[k]]);
		expr(0);
		emit(");\n");
		break;
	case 3:
	case 4:
		emit("arr%d[(", rn(narrs));
		/*
		 * Not "i & 3": below a loop bound LLVM drops that mask and the
		 * verifier cannot always follow (plain BPF without coroutines
		 * fails the same way); "(i + 1) & 3" keeps the mask.
		 */
		if (nloops && rn(2))
			emit("i%d + 1", loops[rn(nloops)]);
		else
			expr(1);
		emit(") & 3] = (__u32)(");
		expr(0);
		emit(");\n");
		break;
	case 5:
		yields_used += mult;
		emit("v%d = (%s)YIELD(", k, types[vtype[k]]);
		expr(1);
		emit(");\n");
		break;
	case 6:
		yields_used += mult;
		emit("v%d = (%s)((__u64)v%d + (__u64)YIELD(", k,
		     types[vtype[k]], k);
		expr(1);
		emit("));\n");
		break;
	case 7:
		yields_used += mult;
		emit("YIELD(");
		expr(1);
		emit(");\n");
		break;
	case 8:
		yields_used += mult;
		emit("arr%d[(", rn(narrs));
		expr(2);
		emit(") & 3] = (__u32)YIELD(");
		expr(1);
		emit(");\n");
		break;
	case 9:
	case 10:
		yields_used += mult;
		emit("if ((YIELD(");
		expr(1);
		mask = 1 + rn(3);
		emit(") & %u) == %u) {\n", mask, rn(4) & mask);
		block(ind + 1, nest + 1, mult, 1 + rn(3));
		indent(ind);
		emit("}\n");
		break;
	case 11:
		emit("if ");
		cond(0);
		emit(" {\n");
		block(ind + 1, nest + 1, mult, 1 + rn(3));
		indent(ind);
		if (rn(2)) {
			emit("} else {\n");
			block(ind + 1, nest + 1, mult, 1 + rn(3));
			indent(ind);
		}
		emit("}\n");
		break;
	case 12: {
		int i = next_loop++, bound = 1 + rn(4);

		if (nest >= 2) {
			emit("v%d = (%s)(", k, types[vtype[k]]);
			expr(0);
			emit(");\n");
			break;
		}
		if (rn(3) == 0)
			emit("for (int i%d = 0; i%d < n%d; i%d++) {\n", i, i,
			     rn(nbounds), i), bound = 4;
		else
			emit("for (int i%d = 0; i%d < %d; i%d++) {\n", i, i,
			     bound, i);
		loops[nloops++] = i;
		block(ind + 1, nest + 1, mult * bound, 1 + rn(4));
		nloops--;
		indent(ind);
		emit("}\n");
		break;
	}
	default:
		emit("if ");
		cond(0);
		emit(rn(2) ? " break;\n" : " continue;\n");
		break;
	}
}

static void block(int ind, int nest, int mult, int n)
{
	while (n-- > 0)
		stmt(ind, nest, mult);
}

static void gen_body(void)
{
	blen = 0;
	nvars = 3 + rn(4);
	narrs = 1 + rn(2);
	nbounds = 1 + rn(2);
	nstructs = extended ? rn(3) : 0;
	nloops = next_loop = yields_used = 0;
	for (int i = 0; i < nvars; i++) {
		vtype[i] = rn(6);
		emit("\t%s v%d = (%s)(", types[vtype[i]], i, types[vtype[i]]);
		switch (rn(4)) {
		case 0:
			emit("a");
			break;
		case 1:
			emit("b");
			break;
		case 2:
			emit("(__u64)%c ^ 0x%llxULL", rn(2) ? 'a' : 'b',
			     (unsigned long long)(rnd() >> rn(64)));
			break;
		default:
			emit("%u", rn(300));
			break;
		}
		emit(");\n");
	}
	for (int i = 0; i < narrs; i++)
		emit("\t__u32 arr%d[4] = { (__u32)a, (__u32)b, %uU, %uU };\n", i,
		     rn(1000), rn(1000));
	for (int i = 0; i < nbounds; i++)
		emit("\tint n%d = (int)(((__u64)%c >> %u) & 3) + 1;\n", i,
		     rn(2) ? 'a' : 'b', rn(8));
	for (int i = 0; i < nstructs; i++)
		emit("\tstruct fz_s s%d = { (__u16)%c, (__u64)%c ^ 0x%llxULL, "
		     "{ %u, %u, %u, %u } };\n", i, rn(2) ? 'a' : 'b',
		     rn(2) ? 'a' : 'b', (unsigned long long)rnd(), rn(256),
		     rn(256), rn(256), rn(256));
	emit("\n");
	block(1, 0, 1, 4 + rn(6));
	if (!yields_used) {
		emit("\tv0 = (%s)YIELD(", types[vtype[0]]);
		expr(1);
		emit(");\n");
		yields_used++;
	}
	/* Everything reaches the result (and no local is unused). */
	emit("\treturn (long)(");
	expr(1);
	for (int i = 0; i < nvars; i++)
		emit(" ^ ((__u64)v%d << %d)", i, (i * 7) % 64);
	for (int i = 0; i < narrs; i++)
		for (int j = 0; j < 4; j++)
			emit(" ^ ((__u64)arr%d[%d] << %d)", i, j, (i * 4 + j) * 3);
	for (int i = 0; i < nbounds; i++)
		emit(" ^ (__u64)n%d", i);
	for (int i = 0; i < nstructs; i++)
		emit(" ^ ((__u64)s%d.x << %d) ^ (s%d.y >> %d) ^ "
		     "((__u64)s%d.z[0] << %d) ^ ((__u64)s%d.z[1] << %d) ^ "
		     "((__u64)s%d.z[2] << %d) ^ ((__u64)s%d.z[3] << %d)",
		     i, 5 + i, i, i + 1, i, 20 + i, i, 30 + i, i, 40 + i, i,
		     50 + i);
	emit(");\n");
}

static FILE *create(const char *dir, const char *name)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f) {
		perror(path);
		exit(1);
	}
	return f;
}

#define ARGS_STRUCT \
	"struct fz_args {\n" \
	"\tlong a, b, in;\n" \
	"\tlong out;\n" \
	"\tint status;\n" \
	"\tlong first;\n" \
	"};\n"

static const char args_struct[] = ARGS_STRUCT;

#define FRAMES_MAP \
	"struct {\n" \
	"\t__uint(type, BPF_MAP_TYPE_ARRAY);\n" \
	"\t__type(key, __u32);\n" \
	"\t__type(value, BPF_CORO_FRAME(fz));\n" \
	"\t__uint(max_entries, 1);\n" \
	"} frames SEC(\".maps\");\n"

static const char frames_map[] = FRAMES_MAP;

/* The drivers' program, up to its locals. */
#define DRIVE_HEAD \
	ARGS_STRUCT \
	"\n" \
	"SEC(\"syscall\")\n" \
	"int drive(struct fz_args *c)\n" \
	"{\n" \
	"\t__u32 zero = 0;\n"

/* The driver, after the frames map. */
static const char driver[] =
	DRIVE_HEAD
	"\tlong out = 0;\n"
	"\tvoid *f = bpf_map_lookup_elem(&frames, &zero);\n"
	"\n"
	"\tif (!f)\n"
	"\t\treturn 1;\n"
	"\tif (bpf_coro_suspended(f))\n"
	"\t\tc->status = bpf_coro_resume(fz, f, c->in, &out);\n"
	"\telse\n"
	"\t\tc->status = bpf_coro_start(f, fz(c->a, c->b), &out);\n"
	"\tc->out = out;\n"
	"\treturn 0;\n"
	"}\n";

/* The fzc_ driver: a frame it starts is resumed in the same run, with the
 * input, once the start has suspended; first is what the start yielded. */
static const char driver_chain[] =
	DRIVE_HEAD
	"\tlong out = 0, first = 0;\n"
	"\tvoid *f = bpf_map_lookup_elem(&frames, &zero);\n"
	"\tint st;\n"
	"\n"
	"\tif (!f)\n"
	"\t\treturn 1;\n"
	"\tif (!bpf_coro_suspended(f)) {\n"
	"\t\tst = bpf_coro_start(f, fz(c->a, c->b), &out);\n"
	"\t\tif (st != BPF_CORO_SUSPENDED)\n"
	"\t\t\tgoto done;\n"
	"\t\tfirst = out;\n"
	"\t}\n"
	"\tst = bpf_coro_resume(fz, f, c->in, &out);\n"
	"done:\n"
	"\tc->status = st;\n"
	"\tc->out = out;\n"
	"\tc->first = first;\n"
	"\treturn 0;\n"
	"}\n";

/* Writes <variant>_<s>.bpf.c: the body as a coroutine, the frames map and
 * driver after it; what tells how it differs from fz_<s>.bpf.c. */
static void write_coro(const char *dir, const char *variant, int s,
		       const char *what, const char *pre, const char *driver)
{
	char name[64];
	FILE *f;

	snprintf(name, sizeof(name), "%s_%d.bpf.c", variant, s);
	f = create(dir, name);
	fprintf(f, "// Generated by test/kernel/fuzz/gen.c, seed %d%s.\n"
		   "#include <linux/bpf.h>\n"
		   "#include <bpf/bpf_helpers.h>\n"
		   "#include \"bpf_coro.h\"\n\n"
		   "char LICENSE[] SEC(\"license\") = \"GPL\";\n\n"
		   "%s"
		   "#define YIELD(x) bpf_coro_yield(x)\n\n"
		   "__bpf_coro static long fz(long a, long b)\n{\n%s}\n\n%s\n%s",
		s, what, pre, body, frames_map, driver);
	fclose(f);
}

int main(int argc, char **argv)
{
	char name[64], what[128];
	FILE *all, *f;
	int first, last;
	const char *pre;

	if (argc < 4 || argc > 5 || (argc == 5 && strcmp(argv[4], "extended"))) {
		fprintf(stderr, "usage: gen <dir> <first> <last> [extended]\n");
		return 2;
	}
	first = atoi(argv[2]);
	last = atoi(argv[3]);
	extended = argc == 5;
	pre = extended ? bpf_prelude : "";
	all = create(argv[1], "fz_all.h");
	fprintf(all, "/* Generated by test/kernel/fuzz/gen.c. */\n");
	if (extended)
		fprintf(all, "%s\n#define FZ_READ(d, s) memcpy(d, s, sizeof(*(d)))\n\n",
			prelude);
	for (int s = first; s <= last; s++) {
		rs = (uint64_t)s * 0x9E3779B97F4A7C15ULL + 1;
		for (int i = 0; i < 8; i++)
			rnd();
		gen_body();

		write_coro(argv[1], "fz", s, "", pre, driver);

		if (s % USER_RETURN_EVERY == 0) {
			snprintf(name, sizeof(name), "fzu_%d.bpf.c", s);
			f = create(argv[1], name);
			fprintf(f, "// Generated by test/kernel/fuzz/gen.c, seed %d: fz_%d.bpf.c with a\n"
				   "// bpf_coro_user_return() before every yield.\n"
				   "#include <linux/bpf.h>\n"
				   "#include <bpf/bpf_helpers.h>\n"
				   "#include \"bpf_coro.h\"\n\n"
				   "char LICENSE[] SEC(\"license\") = \"GPL\";\n\n"
				   "%s%s\n"
				   "#define YIELD(x) ({ bpf_coro_user_return(&frames); bpf_coro_yield(x); })\n\n"
				   "__bpf_coro static long fz(long a, long b)\n{\n%s}\n\n%s",
				s, s, pre, frames_map, body, driver);
			fclose(f);
		}

		if (s % CHAIN_EVERY == 2) {
			snprintf(what, sizeof(what),
				 ": fz_%d.bpf.c with a\n"
				 "// driver that resumes what it has just started",
				 s);
			write_coro(argv[1], "fzc", s, what, pre, driver_chain);
		}

		snprintf(name, sizeof(name), "fzp_%d.bpf.c", s);
		f = create(argv[1], name);
		fprintf(f, "// Generated by test/kernel/fuzz/gen.c, seed %d: fz_%d.bpf.c as plain C.\n"
			   "#include <linux/bpf.h>\n"
			   "#include <bpf/bpf_helpers.h>\n\n"
			   "char LICENSE[] SEC(\"license\") = \"GPL\";\n\n"
			   "%s%s\n"
			   "#define YIELD(x) (c->out ^= (long)(x), *(volatile long *)&c->in)\n\n"
			   "static __always_inline long fz(struct fz_args *c, long a, long b)\n{\n%s}\n\n"
			   "SEC(\"syscall\")\n"
			   "int drive(struct fz_args *c)\n"
			   "{\n"
			   "\tc->out = fz(c, c->a, c->b);\n"
			   "\treturn 0;\n"
			   "}\n",
			s, s, pre, args_struct, body);
		fclose(f);

		snprintf(name, sizeof(name), "fz_%d.host.h", s);
		f = create(argv[1], name);
		fprintf(f, "/* Generated by test/kernel/fuzz/gen.c, seed %d. */\n"
			   "#define YIELD(x) (outs[*n_yields] = (long)(x), ins[(*n_yields)++])\n\n"
			   "static long fz_host_%d(long a, long b, const long *ins, long *outs, int *n_yields)\n"
			   "{\n%s}\n#undef YIELD\n",
			s, s, body);
		fclose(f);
		fprintf(all, "#include \"fz_%d.host.h\"\n", s);
	}
	fprintf(all, "\nstatic const struct fz_case {\n\tint seed;\n"
		     "\tlong (*host)(long, long, const long *, long *, int *);\n"
		     "\tint user_return;\t/* fzu_<seed>.bpf.c exists */\n"
		     "\tint chain;\t/* fzc_<seed>.bpf.c exists */\n"
		     "} fz_cases[] = {\n");
	for (int s = first; s <= last; s++)
		fprintf(all, "\t{ %d, fz_host_%d, %d, %d },\n", s, s,
			s % USER_RETURN_EVERY == 0, s % CHAIN_EVERY == 2);
	fprintf(all, "};\n");
	fclose(all);
	return 0;
}
