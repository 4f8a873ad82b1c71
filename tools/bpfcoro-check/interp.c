// SPDX-License-Identifier: GPL-2.0
/*
 * interp.c - a small abstract interpreter over one BPF subprogram: per
 * instruction, what each register and 8-byte stack slot may hold (a few
 * constants, a pointer off a known base, a function address), what the
 * tracked frame's header holds, and which lock-like regions are open. It
 * is path-insensitive except where the rules need it: branches on known
 * constants are decided (the destroy check runs destroy with a fixed
 * index), NULL checks of a pointer and res_spin_lock's result refine the
 * branch they guard. Joins widen to "anything", so the fixpoint is quick.
 */
#include "check.h"

#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#ifndef BPF_LOAD_ACQ
#define BPF_LOAD_ACQ 0x100
#define BPF_STORE_REL 0x110
#endif

static const struct aval TOP = { .k = VK_TOP };

static struct aval cst(uint64_t v)
{
	struct aval a = { .k = VK_CONST, .n = 1 };

	a.v[0] = v;
	return a;
}

static struct aval ptr(int32_t base, int64_t off)
{
	struct aval a = { .k = VK_PTR, .base = base, .off = off };

	return a;
}

static int cst_has(const struct aval *a, uint64_t v)
{
	for (int i = 0; i < a->n; i++)
		if (a->v[i] == v)
			return 1;
	return 0;
}

static int scalar(const struct aval *a)
{
	return a->k == VK_CONST || a->k == VK_RANGE;
}

static uint64_t amin(const struct aval *a)
{
	return a->k == VK_RANGE ? a->lo : a->v[0];
}

static uint64_t amax(const struct aval *a)
{
	return a->k == VK_RANGE ? a->hi : a->v[a->n - 1];
}

static struct aval range(uint64_t lo, uint64_t hi)
{
	struct aval a = { .k = VK_RANGE, .lo = lo, .hi = hi };

	if (lo == hi)
		return cst(lo);
	return a;
}

/*
 * Adds v to a scalar: a constant set stays sorted; past NV values it
 * becomes the range that holds them all.
 */
static void cst_add(struct aval *a, uint64_t v)
{
	int i;

	if (a->k == VK_RANGE) {
		if (v < a->lo)
			a->lo = v;
		if (v > a->hi)
			a->hi = v;
		return;
	}
	if (a->k != VK_CONST || cst_has(a, v))
		return;
	if (a->n == NV) {
		uint64_t lo = a->v[0] < v ? a->v[0] : v, hi = a->v[NV - 1] > v ? a->v[NV - 1] : v;

		a->k = VK_RANGE;
		a->lo = lo;
		a->hi = hi;
		a->n = 0;
		return;
	}
	for (i = a->n; i > 0 && a->v[i - 1] > v; i--)
		a->v[i] = a->v[i - 1];
	a->v[i] = v;
	a->n++;
}

static int aeq(const struct aval *a, const struct aval *b)
{
	if (a->k != b->k)
		return 0;
	switch (a->k) {
	case VK_TOP:
		return 1;
	case VK_CONST:
		return a->n == b->n && !memcmp(a->v, b->v, a->n * sizeof(a->v[0])) &&
		       a->sym == b->sym && a->delta == b->delta && a->orm == b->orm &&
		       a->lo4 == b->lo4;
	case VK_RANGE:
		return a->lo == b->lo && a->hi == b->hi && a->sym == b->sym &&
		       a->delta == b->delta && a->orm == b->orm && a->lo4 == b->lo4;
	case VK_PTR:
		return a->base == b->base && a->varoff == b->varoff &&
		       a->nullable == b->nullable &&
		       (a->varoff ? a->offb == b->offb &&
					    (!a->offb || (a->lo == b->lo && a->hi == b->hi))
				  : a->off == b->off);
	case VK_FUNC:
		return a->base == b->base &&
		       (a->base >= 0 || (a->n == b->n && !memcmp(a->v, b->v, a->n * sizeof(a->v[0]))));
	default:
		return a->base == b->base;
	}
}

/* Adds function f to the candidates of r (sorted); 0 if they overflow. */
static int func_add(struct aval *r, int32_t f)
{
	int i;

	if (cst_has(r, (uint64_t)f))
		return 1;
	if (r->n == NV)
		return 0;
	for (i = r->n; i > 0 && r->v[i - 1] > (uint64_t)f; i--)
		r->v[i] = r->v[i - 1];
	r->v[i] = (uint64_t)f;
	r->n++;
	return 1;
}

static struct aval ajoin(const struct aval *a, const struct aval *b)
{
	struct aval r;

	if (aeq(a, b))
		return *a;
	if (scalar(a) && scalar(b)) {
		if (a->k == VK_CONST && b->k == VK_CONST) {
			r = *a;
			for (int i = 0; i < b->n; i++)
				cst_add(&r, b->v[i]);
		} else {
			r = range(amin(a) < amin(b) ? amin(a) : amin(b),
				  amax(a) > amax(b) ? amax(a) : amax(b));
		}
		r.sym = a->sym == b->sym && a->delta == b->delta && a->orm == b->orm ? a->sym : 0;
		r.delta = r.sym ? a->delta : 0;
		r.orm = r.sym ? a->orm : 0;
		r.lo4 = a->lo4 | b->lo4;
		return r;
	}
	if (a->k == VK_PTR && b->k == VK_PTR && a->base == b->base) {
		r = *a;
		r.nullable |= b->nullable;
		if (a->varoff || b->varoff || a->off != b->off) {
			/* Two offsets (or bounded ranges of them): their hull. */
			int64_t alo = a->varoff ? (int64_t)a->lo : a->off;
			int64_t ahi = a->varoff ? (int64_t)a->hi : a->off;
			int64_t blo = b->varoff ? (int64_t)b->lo : b->off;
			int64_t bhi = b->varoff ? (int64_t)b->hi : b->off;

			r.varoff = 1;
			r.off = 0;
			r.offb = (!a->varoff || a->offb) && (!b->varoff || b->offb);
			r.lo = (uint64_t)(alo < blo ? alo : blo);
			r.hi = (uint64_t)(ahi > bhi ? ahi : bhi);
		}
		return r;
	}
	/* A NULL-checked pointer merged with the NULL of the other branch. */
	if (a->k == VK_PTR && b->k == VK_CONST && b->n == 1 && !b->v[0]) {
		r = *a;
		r.nullable = 1;
		return r;
	}
	if (b->k == VK_PTR && a->k == VK_CONST && a->n == 1 && !a->v[0])
		return ajoin(b, a);
	/* One of several functions: base -1, the candidates in v[0..n)
	 * (n 0: not known). */
	if (a->k == VK_FUNC && b->k == VK_FUNC) {
		const struct aval *x[2] = { a, b };
		int known = 1;

		r = (struct aval){ .k = VK_FUNC, .base = -1 };
		for (int k = 0; k < 2 && known; k++) {
			if (x[k]->base >= 0) {
				known = func_add(&r, x[k]->base);
				continue;
			}
			if (!x[k]->n)
				known = 0;
			for (int i = 0; i < x[k]->n && known; i++)
				known = func_add(&r, (int32_t)x[k]->v[i]);
		}
		if (!known)
			r.n = 0;
		return r;
	}
	return TOP;
}

/* After many joins at one instruction a range jumps to its type's full
 * width, so loops around a counter reach their fixpoint quickly. Not when
 * the value coming in is a set of constants: those a loop can produce
 * without reading the joined value are finitely many (one that reads it
 * brings a range in once the join has become one), and a tail that many
 * suspensions jump back to, each with its state to publish, keeps the
 * hull of those states instead of "any 32-bit value". */
static struct aval widen(const struct aval *old, struct aval v)
{
	if (v.k == VK_RANGE && !(old->k == VK_RANGE && old->lo == v.lo && old->hi == v.hi)) {
		struct aval w = range(0, v.hi <= UINT32_MAX ? UINT32_MAX : UINT64_MAX);

		return w;
	}
	if (v.k == VK_PTR && v.offb &&
	    !(old->k == VK_PTR && old->offb && old->lo == v.lo && old->hi == v.hi))
		v.offb = 0;
	return v;
}

static int sjoin(struct state *dst, const struct state *s, int wide)
{
	int ch = 0;

	if (!s->reach)
		return 0;
	if (!dst->reach) {
		*dst = *s;
		return 1;
	}
#define J(x)                                               \
	do {                                               \
		struct aval t_ = ajoin(&dst->x, &s->x);    \
		if (wide && s->x.k != VK_CONST)            \
			t_ = widen(&dst->x, t_);           \
		if (!aeq(&t_, &dst->x)) {                  \
			dst->x = t_;                       \
			ch = 1;                            \
		}                                          \
	} while (0)
	for (int i = 0; i < 11; i++)
		J(r[i]);
	for (int i = 0; i < NSLOT; i++)
		J(stk[i]);
	for (int i = 0; i < 3; i++)
		J(hdr[i]);
#undef J
	for (int i = 0; i < NLK; i++) {
		if (dst->lk[i] != s->lk[i] && dst->lk[i] != LK_MIXED) {
			dst->lk[i] = LK_MIXED;
			ch = 1;
		}
		if (dst->lk_site[i] < 0 && s->lk_site[i] >= 0) {
			dst->lk_site[i] = s->lk_site[i];
			ch = 1;
		}
	}
	if (s->live && !dst->live) {
		dst->live = 1;
		ch = 1;
	}
	if (dst->fbase != s->fbase && dst->fbase != -1) {
		dst->fbase = -1;
		ch = 1;
	}
	return ch;
}

/* ---- calls ---- */

const char *kfunc_name(struct model *m, int sec, int pc)
{
	int s = m->o->sec[sec].rel[pc];

	if (s < 0 || m->o->sym[s].shndx != 0)
		return NULL;
	return m->o->sym[s].name;
}

static int func_at(struct model *m, int sec, int insn)
{
	int lo = 0, hi = m->nf - 1;

	/* m->f is sorted by section, then start (build_funcs). */
	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		const struct func *f = &m->f[mid];

		if (f->sec == sec && f->start == insn)
			return mid;
		if (f->sec < sec || (f->sec == sec && f->start < insn))
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* The subprogram a pseudo call (or a function address) at pc reaches. */
static int code_target(struct model *m, int sec, int pc, int64_t rel_imm, int is_call)
{
	const struct bpf_insn *in = &m->o->sec[sec].insn[pc];
	int s = m->o->sec[sec].rel[pc];
	int64_t t;

	if (s >= 0) {
		const struct obj_sym *sy = &m->o->sym[s];

		if (sy->shndx <= 0 || sy->shndx >= m->o->nsec || !m->o->sec[sy->shndx].exec)
			return -1;
		/* As libbpf resolves them (bpf_program__record_reloc). */
		t = (int64_t)(sy->value / 8) + (is_call ? (int64_t)in->imm + 1 : rel_imm / 8);
		return t >= 0 && t <= INT32_MAX ? func_at(m, sy->shndx, t) : -1;
	}
	if (!is_call && in->src_reg != BPF_PSEUDO_FUNC)
		return -1;
	t = (int64_t)pc + in->imm + 1;
	return t >= 0 && t <= INT32_MAX ? func_at(m, sec, t) : -1;
}

int func_address(struct model *m, int sec, int pc)
{
	return code_target(m, sec, pc, m->o->sec[sec].insn[pc].imm, 0);
}

int call_target(struct model *m, int sec, int pc)
{
	const struct bpf_insn *in = &m->o->sec[sec].insn[pc];

	if (kfunc_name(m, sec, pc))
		return -1;
	if (m->o->sec[sec].rel[pc] < 0 && in->src_reg != BPF_PSEUDO_CALL)
		return -1;
	return code_target(m, sec, pc, 0, 1);
}

static const struct {
	const char *name;
	int kind, delta;
} lock_fns[] = {
	{ "bpf_res_spin_lock", LK_RES_SPIN, 1 },
	{ "bpf_res_spin_unlock", LK_RES_SPIN, -1 },
	{ "bpf_res_spin_lock_irqsave", LK_RES_SPIN, 1 },
	{ "bpf_res_spin_unlock_irqrestore", LK_RES_SPIN, -1 },
	{ "bpf_rcu_read_lock", LK_RCU, 1 },
	{ "bpf_rcu_read_unlock", LK_RCU, -1 },
	{ "bpf_preempt_disable", LK_PREEMPT, 1 },
	{ "bpf_preempt_enable", LK_PREEMPT, -1 },
	{ "bpf_local_irq_save", LK_IRQ, 1 },
	{ "bpf_local_irq_restore", LK_IRQ, -1 },
};

/* +1 / -1 if the call at pc opens / closes a region of *kind, else 0. */
int lock_effect(struct model *m, int sec, int pc, int *kind)
{
	const struct bpf_insn *in = &m->o->sec[sec].insn[pc];
	const char *k = kfunc_name(m, sec, pc);

	if (!k) {
		if (in->src_reg != 0 || m->o->sec[sec].rel[pc] >= 0)
			return 0;
		*kind = LK_SPIN;
		if (in->imm == BPF_FUNC_spin_lock)
			return 1;
		if (in->imm == BPF_FUNC_spin_unlock)
			return -1;
		return 0;
	}
	for (size_t i = 0; i < sizeof(lock_fns) / sizeof(lock_fns[0]); i++)
		if (!strcmp(k, lock_fns[i].name)) {
			*kind = lock_fns[i].kind;
			return lock_fns[i].delta;
		}
	return 0;
}

/*
 * A kfunc of the prototype that takes a frame to resume later: one of its
 * parameters is named *__coro_suspend in its BTF (an extern FUNC).
 * *argno gets the argument register (1..5).
 */
/*
 * The prototype's kfuncs whose argument is named *__coro_suspend in the
 * kernel's BTF. A program's BTF cannot say it (clang drops the parameter
 * names of extern functions), so they are listed here, and --suspend-kfunc
 * adds more.
 */
struct suspend_kfunc suspend_kfuncs[64] = {
	{ "bpf_blk_read_coro", 3 },	/* kernel/bpf/blk.c @ be75423b */
};
int nsuspend_kfuncs = 1;

/* The BTF prototype of kfunc name, NULL where the object has none. */
static const struct btf_type *kfunc_proto(struct model *m, const char *name)
{
	struct btf *btf = m->o->btf;
	int id = btf && name ? btf__find_by_name_kind(btf, name, BTF_KIND_FUNC) : -1;
	const struct btf_type *fn = id > 0 ? btf__type_by_id(btf, id) : NULL;
	const struct btf_type *pr = fn ? btf__type_by_id(btf, fn->type) : NULL;

	return pr && btf_is_func_proto(pr) ? pr : NULL;
}

int is_suspend_kfunc(struct model *m, const char *name, int *argno)
{
	struct btf *btf = m->o->btf;

	for (int i = 0; name && i < nsuspend_kfuncs; i++)
		if (!strcmp(name, suspend_kfuncs[i].name)) {
			*argno = suspend_kfuncs[i].arg;
			return 1;
		}
	const struct btf_type *pr = kfunc_proto(m, name);

	if (!pr)
		return 0;
	const struct btf_param *p = btf_params(pr);

	for (int i = 0; i < btf_vlen(pr) && i < 5; i++) {
		const char *pn = btf__name_by_offset(btf, p[i].name_off);
		size_t l = pn ? strlen(pn) : 0;

		if (l >= 14 && !strcmp(pn + l - 14, "__coro_suspend")) {
			*argno = i + 1;
			return 1;
		}
	}
	return 0;
}

/* How many parameters kfunc name's BTF gives it; 5 where BTF does not say. */
static int kfunc_params(struct model *m, const char *name)
{
	const struct btf_type *pr = kfunc_proto(m, name);

	return pr && btf_vlen(pr) < 5 ? btf_vlen(pr) : 5;
}

/*
 * The argument register through which the call of kfunc name at state st
 * suspends the frame, 0 if it does not. Besides the known and named
 * kfuncs: in a prototype object, any kfunc but the two frame kfuncs that
 * is handed the frame itself. The prototype's verifier lets the frame
 * (PTR_TO_CORO_FRAME) reach a kfunc only through a __coro_suspend or a
 * __coro_frame parameter, and bpf_coro_frame_free is the one kfunc of the
 * latter kind (DESIGN.md section 6); a program's BTF has no parameter names
 * to tell them apart (clang drops them from extern FUNCs), so the frame
 * passed is what names a suspension. Its rules are then checked as for a
 * known one; the kernel checks the parameter's name.
 */
int suspend_arg(struct model *m, const char *name, const struct state *st, int *argno)
{
	if (!name)
		return 0;
	if (is_suspend_kfunc(m, name, argno))
		return *argno;
	if (!m->proto || !strcmp(name, "bpf_coro_frame_alloc") ||
	    !strcmp(name, "bpf_coro_frame_free") || st->fbase < 0)
		return 0;
	/* Only its parameters: a frame left in r2 at a one-argument call
	 * (bpf_task_release(t)) is not handed to it. */
	for (int i = 1, n = kfunc_params(m, name); i <= n; i++) {
		const struct aval *a = &st->r[i];

		if (a->k == VK_PTR && a->base == st->fbase && !a->varoff && !a->off) {
			*argno = i;
			return i;
		}
	}
	return 0;
}

/* f is the start of a coroutine lowered for the prototype (its frame comes
 * from bpf_coro_frame_alloc, not from its first argument). */
int proto_start(const struct model *m, const struct func *f)
{
	return f->role == R_START && f->coro >= 0 && m->c[f->coro].proto;
}

/* ---- the transfer function ---- */

static uint64_t alu(int op, uint64_t a, uint64_t b, int is64, int *ok)
{
	uint64_t r;

	if (!is64) {
		a = (uint32_t)a;
		b = (uint32_t)b;
	}
	switch (op) {
	case BPF_ADD: r = a + b; break;
	case BPF_SUB: r = a - b; break;
	case BPF_MUL: r = a * b; break;
	case BPF_DIV: r = b ? a / b : 0; break;
	case BPF_MOD: r = b ? a % b : a; break;
	case BPF_OR: r = a | b; break;
	case BPF_AND: r = a & b; break;
	case BPF_XOR: r = a ^ b; break;
	case BPF_LSH: r = a << (b & (is64 ? 63 : 31)); break;
	case BPF_RSH: r = a >> (b & (is64 ? 63 : 31)); break;
	case BPF_ARSH:
		r = is64 ? (uint64_t)((int64_t)a >> (b & 63))
			 : (uint64_t)(uint32_t)((int32_t)a >> (b & 31));
		break;
	case BPF_MOV: r = b; break;
	case BPF_NEG: r = -a; break;
	default: *ok = 0; return 0;
	}
	return is64 ? r : (uint32_t)r;
}

static int cmp(int op, uint64_t a, uint64_t b, int is64)
{
	int64_t sa = (int64_t)a, sb = (int64_t)b;

	if (!is64) {
		a = (uint32_t)a;
		b = (uint32_t)b;
		sa = (int32_t)a;
		sb = (int32_t)b;
	}
	switch (op) {
	case BPF_JEQ: return a == b;
	case BPF_JNE: return a != b;
	case BPF_JGT: return a > b;
	case BPF_JGE: return a >= b;
	case BPF_JLT: return a < b;
	case BPF_JLE: return a <= b;
	case BPF_JSGT: return sa > sb;
	case BPF_JSGE: return sa >= sb;
	case BPF_JSLT: return sa < sb;
	case BPF_JSLE: return sa <= sb;
	case BPF_JSET: return (a & b) != 0;
	}
	return -1;
}

static int size_of(int code)
{
	switch (BPF_SIZE(code)) {
	case BPF_W: return 4;
	case BPF_H: return 2;
	case BPF_B: return 1;
	default: return 8;
	}
}

/* Invalidates the stack slots [off, off+sz) of r10. */
static void stk_clobber(struct state *s, int64_t off, uint64_t sz)
{
	/* Per tracked slot, not per byte: [off, off+sz) may span gigabytes. */
	for (int j = 0; j < NSLOT; j++) {
		int64_t slot = -512 + 8 * j;	/* its bytes: [slot, slot + 8) */

		if (off < slot + 8 && (off >= slot || (uint64_t)slot - (uint64_t)off < sz))
			s->stk[j] = TOP;
	}
}

/*
 * The index is 4 bytes at 16; the prototype target writes and reads it as
 * the doubleword at 16 (the verifier tracks that frame in 8-byte slots), so
 * a doubleword access at 16 is the index too.
 */
static void hdr_store(struct state *s, int64_t off, int sz, const struct aval *v, int exact)
{
	static const int at[3] = { 0, 8, 16 }, len[3] = { 8, 8, 4 };

	for (int i = 0; i < 3; i++) {
		if (off + sz <= at[i] || off >= at[i] + len[i])
			continue;
		if (exact && off == at[i] && (sz == len[i] || (i == 2 && sz == 8)))
			s->hdr[i] = *v;
		else
			s->hdr[i] = TOP;
	}
}

static int hdr_slot(int64_t off, int sz)
{
	if (off == 0 && sz == 8)
		return 0;
	if (off == 8 && sz == 8)
		return 1;
	if (off == 16 && (sz == 4 || sz == 8))
		return 2;
	return -1;
}

/* Narrows a value to what a 32-bit write or load keeps. */
static struct aval lo32(struct aval v)
{
	if (scalar(&v) && amax(&v) <= UINT32_MAX)
		return v;
	if (v.k == VK_CONST) {
		struct aval r = { .k = VK_CONST };

		for (int i = 0; i < v.n; i++)
			cst_add(&r, (uint32_t)v.v[i]);
		return r;
	}
	return range(0, UINT32_MAX);
}

/*
 * A pointer's offset stays within what a verifier allows a pointer to move
 * (BPF_MAX_VAR_OFF, 1 << 29); moved further (garbage adds anything) it is
 * at some unknown offset. So every later off + insn->off + size fits in
 * an int64_t. The sums themselves are taken modulo 2^64: no signed overflow.
 */
#define MAX_PTR_OFF ((int64_t)1 << 29)

static int64_t wrap_add(int64_t a, uint64_t b)
{
	return (int64_t)((uint64_t)a + b);
}

static int ptr_off_ok(int64_t v)
{
	return v >= -MAX_PTR_OFF && v <= MAX_PTR_OFF;
}

static void do_alu(struct state *s, const struct bpf_insn *in)
{
	int is64 = BPF_CLASS(in->code) == BPF_ALU64;
	int op = BPF_OP(in->code);
	struct aval *d = &s->r[in->dst_reg];
	struct aval src = BPF_SRC(in->code) == BPF_X ? s->r[in->src_reg]
						  : cst(is64 ? (uint64_t)(int64_t)in->imm
							     : (uint32_t)in->imm);
	struct aval r = TOP;
	int ok = 1;

	if (op == BPF_END) {
		*d = TOP;
		return;
	}
	if (op == BPF_MOV) {
		if (in->off) {	/* movsx */
			if (src.k == VK_CONST) {
				r.k = VK_CONST;
				for (int i = 0; i < src.n; i++) {
					uint64_t v = src.v[i];
					int64_t x = in->off == 8 ? (int8_t)v : in->off == 16 ? (int16_t)v
											  : (int32_t)v;
					cst_add(&r, is64 ? (uint64_t)x : (uint32_t)x);
				}
			}
			*d = r;
			return;
		}
		*d = is64 ? src : lo32(src);
		return;
	}
	if ((op == BPF_DIV || op == BPF_MOD) && in->off) {	/* sdiv, smod */
		*d = TOP;
		return;
	}
	if (d->k == VK_PTR && is64 && (op == BPF_ADD || op == BPF_SUB)) {
		if (src.k == VK_CONST && src.n == 1) {
			uint64_t c = op == BPF_ADD ? src.v[0] : -src.v[0];

			d->off = wrap_add(d->off, c);
			if (d->varoff && d->offb) {
				d->lo += c;
				d->hi += c;
			}
			if (d->varoff ? d->offb && (!ptr_off_ok((int64_t)d->lo) ||
						    !ptr_off_ok((int64_t)d->hi))
				      : !ptr_off_ok(d->off)) {
				d->varoff = 1;
				d->offb = 0;
				d->off = 0;
			}
		} else if (scalar(&src) && amax(&src) < (1u << 20) &&
			   (!d->varoff || d->offb)) {
			/* Moved by a small known range: still a few places. */
			int64_t lo = d->varoff ? (int64_t)d->lo : d->off;
			int64_t hi = d->varoff ? (int64_t)d->hi : d->off;
			int64_t mn = (int64_t)amin(&src), mx = (int64_t)amax(&src);

			d->varoff = 1;
			d->offb = 1;
			d->off = 0;
			d->lo = (uint64_t)(op == BPF_ADD ? lo + mn : lo - mx);
			d->hi = (uint64_t)(op == BPF_ADD ? hi + mx : hi - mn);
			if (!ptr_off_ok((int64_t)d->lo) || !ptr_off_ok((int64_t)d->hi))
				d->offb = 0;
		} else {
			d->varoff = 1;
			d->offb = 0;
			d->off = 0;
		}
		return;
	}
	if (d->k == VK_CONST && (op == BPF_NEG || src.k == VK_CONST)) {
		r.k = VK_CONST;
		for (int i = 0; i < d->n; i++)
			for (int j = 0; j < (op == BPF_NEG ? 1 : src.n); j++)
				cst_add(&r, alu(op, d->v[i], op == BPF_NEG ? 0 : src.v[j], is64, &ok));
		/* Still linked, modulo the operation's width. */
		if (ok && d->sym && !d->orm && (op == BPF_ADD || op == BPF_SUB) && src.n == 1) {
			r.sym = d->sym;
			r.delta = wrap_add(d->delta, op == BPF_ADD ? src.v[0] : -src.v[0]);
		}
		if (ok && d->sym && !d->delta && op == BPF_OR && src.n == 1) {
			r.sym = d->sym;
			r.orm = d->orm | src.v[0];
		}
		*d = ok ? r : TOP;
		return;
	}
	/* Some bits set in a value linked to others: still linked. */
	if (scalar(d) && d->sym && !d->delta && op == BPF_OR && src.k == VK_CONST &&
	    src.n == 1) {
		uint64_t max = is64 ? UINT64_MAX : UINT32_MAX, c = src.v[0] & max;

		r = range(c, max);	/* x | c is not monotonic in x */
		r.sym = d->sym;
		r.orm = d->orm | c;
		*d = r;
		return;
	}
	/* A range moved by a constant, if it does not wrap. */
	if (scalar(d) && !d->orm && src.k == VK_CONST && src.n == 1 && (op == BPF_ADD || op == BPF_SUB ||
							       op == BPF_AND || op == BPF_RSH ||
							       op == BPF_LSH)) {
		uint64_t lo = amin(d), hi = amax(d), c = src.v[0], max = is64 ? UINT64_MAX : UINT32_MAX;
		uint64_t dd = op == BPF_ADD ? c : -c;

		if (!is64 && hi > UINT32_MAX) {
			*d = range(0, max);
			return;
		}
		if (op == BPF_AND) {
			*d = range(0, hi < (c & max) ? hi : (c & max));
			return;
		}
		if (op == BPF_RSH) {
			unsigned sh = c & (is64 ? 63 : 31);

			*d = range(lo >> sh, hi >> sh);
			return;
		}
		if (op == BPF_LSH) {
			unsigned sh = c & (is64 ? 63 : 31);

			*d = hi <= (max >> sh) ? range(lo << sh, hi << sh) : range(0, max);
			return;
		}
		uint64_t nlo = alu(op, lo, c, is64, &ok), nhi = alu(op, hi, c, is64, &ok);

		if (nlo > nhi || nhi - nlo != hi - lo)
			r = range(0, max);	/* wrapped: still linked, modulo the width */
		else
			r = range(nlo, nhi);
		r.sym = d->sym;
		r.delta = d->sym ? wrap_add(d->delta, dd) : 0;
		*d = r;
		return;
	}
	*d = is64 ? TOP : range(0, UINT32_MAX);
}

/* Refines every copy of a pointer with base b: NULL or not NULL. */
static void refine_null(struct state *s, int32_t b, int is_null)
{
	for (int i = 0; i < 11 + NSLOT; i++) {
		struct aval *a = i < 11 ? &s->r[i] : &s->stk[i - 11];

		if (a->k != VK_PTR || a->base != b || !a->nullable)
			continue;
		if (is_null)
			*a = cst(0);
		else
			a->nullable = 0;
	}
	if (is_null && s->fbase == b)
		s->live = 0;
}

/*
 * The values of scalar a for which "a op c" holds (*t) and fails (*f);
 * VK_TOP stands for none (the way cannot be taken).
 */
static void split(const struct aval *a, int op, uint64_t c, int is64, struct aval *t,
		  struct aval *f)
{
	if (!is64)
		c = (uint32_t)c;
	*t = *f = TOP;
	if (a->k == VK_CONST) {
		struct aval xt = { .k = VK_CONST }, xf = { .k = VK_CONST };

		for (int i = 0; i < a->n; i++)
			cst_add(cmp(op, a->v[i], c, is64) ? &xt : &xf, a->v[i]);
		if (xt.n)
			*t = xt;
		if (xf.n)
			*f = xf;
		return;
	}
	uint64_t lo = a->lo, hi = a->hi, smax = is64 ? INT64_MAX : INT32_MAX;
	uint64_t tl = lo, th = hi, fl = lo, fh = hi;
	int ok = 1;

	/* Signed compares of non-negative values are unsigned ones. */
	if (op == BPF_JSGT || op == BPF_JSGE || op == BPF_JSLT || op == BPF_JSLE) {
		if (hi > smax || c > smax) {
			*t = *f = *a;
			return;
		}
		op = op == BPF_JSGT ? BPF_JGT : op == BPF_JSGE ? BPF_JGE : op == BPF_JSLT ? BPF_JLT
											: BPF_JLE;
	}
	switch (op) {
	case BPF_JEQ:
		if (c < lo || c > hi) {
			*f = *a;
			return;
		}
		*t = cst(c);
		fl = lo + (c == lo);
		fh = hi - (c == hi);
		if (fl > fh)
			return;
		*f = range(fl, fh);
		return;
	case BPF_JNE:
		split(a, BPF_JEQ, c, is64, f, t);
		return;
	case BPF_JGT: tl = c + 1 > lo ? c + 1 : lo; fh = c < hi ? c : hi; ok = c != UINT64_MAX; break;
	case BPF_JGE: tl = c > lo ? c : lo; fh = c ? (c - 1 < hi ? c - 1 : hi) : 0; if (!c) fl = 1, fh = 0; break;
	case BPF_JLT: th = c ? (c - 1 < hi ? c - 1 : hi) : 0; if (!c) tl = 1, th = 0; fl = c > lo ? c : lo; break;
	case BPF_JLE: th = c < hi ? c : hi; fl = c + 1 > lo ? c + 1 : lo; if (c == UINT64_MAX) fl = 1, fh = 0; break;
	default:
		*t = *f = *a;
		return;
	}
	if (!ok)
		tl = 1, th = 0;
	if (tl <= th)
		*t = range(tl, th);
	if (fl <= fh)
		*f = range(fl, fh);
}

/* Adds w to the constants x when a may hold it; 1 if it did. */
static int add_if_held(struct aval *x, const struct aval *a, uint64_t w)
{
	if ((a->k == VK_CONST && cst_has(a, w)) ||
	    (a->k == VK_RANGE && w >= a->lo && w <= a->hi)) {
		cst_add(x, w);
		return 1;
	}
	return 0;
}

/*
 * a and o share a sym, one of them through set bits (orm); o now holds
 * the constants n: a holds what the sym's base values those allow give it.
 * The base values of a constant k of x | m: k without m's bits, with any of
 * them (when k has them all); at most 16 of them.
 */
static void refine_or(struct aval *a, const struct aval *o, const struct aval *n)
{
	struct aval x = { .k = VK_CONST }, keep = *a;
	int any = 0;

	if (n->k != VK_CONST || __builtin_popcountll(o->orm) > 4)
		return;
	for (int k = 0; k < n->n; k++) {
		uint64_t kv = n->v[k], m = o->orm, sub = 0;

		if ((kv & m) != m)
			continue;
		do {
			uint64_t base = o->orm ? (kv & ~m) | sub : kv - o->delta;
			uint64_t w = a->orm ? base | a->orm : base + a->delta;
			int narrow = amax(a) <= UINT32_MAX && amax(n) <= UINT32_MAX;

			if (narrow)
				w = (uint32_t)w;
			any |= add_if_held(&x, a, w);
			sub = (sub - m) & m;
		} while (sub);
	}
	if (!any)
		return;
	x.sym = keep.sym;
	x.delta = keep.delta;
	x.orm = keep.orm;
	*a = x;
}

/* Register r now holds n (was o): so do all values linked to it. */
static void refine(struct state *s, int r, const struct aval *o, const struct aval *n)
{
	struct aval v = *n;

	v.sym = o->sym;
	v.delta = o->delta;
	v.orm = o->orm;
	s->r[r] = v;
	if (!o->sym)
		return;
	for (int i = 0; i < 11 + NSLOT + 3; i++) {
		struct aval *a = i < 11 ? &s->r[i] : i < 11 + NSLOT ? &s->stk[i - 11]
								  : &s->hdr[i - 11 - NSLOT];
		int64_t d;

		if (a == &s->r[r] || !scalar(a) || a->sym != o->sym)
			continue;
		if (a->orm || o->orm) {
			refine_or(a, o, n);
			continue;
		}
		d = wrap_add(a->delta, -(uint64_t)o->delta);
		/* Linked through 32-bit arithmetic: the relation is modulo 2^32. */
		int narrow = amax(a) <= UINT32_MAX && amax(n) <= UINT32_MAX;
		/* a = n + d, for n's values that keep a inside its own set. */
		struct aval x = { .k = VK_CONST }, keep = *a;
		int any = 0;

		if (n->k == VK_CONST) {
			for (int k = 0; k < n->n; k++) {
				uint64_t w = n->v[k] + d;

				if (narrow)
					w = (uint32_t)w;
				any |= add_if_held(&x, a, w);
			}
			if (any) {
				x.sym = keep.sym;
				x.delta = keep.delta;
				*a = x;
			}
		} else if (a->k == VK_RANGE) {
			uint64_t lo = n->lo + d, hi = n->hi + d;

			if (narrow) {
				lo = (uint32_t)lo;
				hi = (uint32_t)hi;
			}
			if (lo <= hi && hi - lo == n->hi - n->lo) {
				if (lo > a->lo)
					a->lo = lo;
				if (hi < a->hi)
					a->hi = hi;
				if (a->lo > a->hi) {
					a->lo = keep.lo;
					a->hi = keep.hi;
				} else if (a->lo == a->hi) {
					uint64_t one = a->lo;

					*a = cst(one);
					a->sym = keep.sym;
					a->delta = keep.delta;
				}
			}
		}
	}
}

static void push_from(struct ictx *c, int *wl, int *nwl, char *inwl, int from, int pc,
		      const struct state *s)
{
	struct func *f = c->f;
	int wide = 0;

	if (pc < f->start || pc >= f->end)
		return;
	/* Widen only where loops close: a join of many straight-line paths
	 * (a dispatch of 400 states) keeps its precise hull. */
	if (pc <= from)
		wide = ++c->visits[pc - f->start] > 16;
	if (sjoin(&c->in[pc - f->start], s, wide) &&
	    !inwl[pc - f->start]) {
		inwl[pc - f->start] = 1;
		wl[(*nwl)++] = pc;
	}
}

static void record_mark(struct ictx *c, int32_t base, int coro, int site, int how)
{
	struct func *f = c->f;

	if (base == B_STACK)
		return;
	for (int i = 0; i < f->nmarks; i++)
		if (f->marks[i].base == base && f->marks[i].coro == coro)
			return;
	struct mark *n = realloc(f->marks, (f->nmarks + 1) * sizeof(*n));

	if (!n)
		return;
	f->marks = n;
	f->marks[f->nmarks++] = (struct mark){ base, coro, site, how };
	c->changed = 1;
	if (base >= B_ARG(1) && base <= B_ARG(5) && f->param_frame[base] < 0) {
		f->param_frame[base] = coro;
		f->param_site[base] = site;
	}
}

/*
 * How many of r1-r5 the call at pc may read: none for the helpers that take
 * no argument (a pointer left in r1-r5 before one is not handed to it),
 * else all five.
 */
static int call_args(struct model *m, int sec, int pc)
{
	const struct bpf_insn *in = &m->o->sec[sec].insn[pc];

	if (in->src_reg != 0 || m->o->sec[sec].rel[pc] >= 0)
		return 5;
	switch (in->imm) {
	case BPF_FUNC_ktime_get_ns:
	case BPF_FUNC_get_prandom_u32:
	case BPF_FUNC_get_smp_processor_id:
	case BPF_FUNC_get_current_pid_tgid:
	case BPF_FUNC_get_current_uid_gid:
	case BPF_FUNC_get_current_task:
	case BPF_FUNC_get_current_task_btf:
		return 0;
	}
	return 5;
}

/*
 * The argument (1-4) of the helper called at pc that is a buffer it writes,
 * of as many bytes as the next argument says; 0 for any other call.
 */
static int sized_dst_arg(struct model *m, int sec, int pc)
{
	const struct bpf_insn *in = &m->o->sec[sec].insn[pc];

	if (in->src_reg != 0 || m->o->sec[sec].rel[pc] >= 0)
		return 0;
	switch (in->imm) {
	case BPF_FUNC_probe_read:
	case BPF_FUNC_probe_read_str:
	case BPF_FUNC_probe_read_user:
	case BPF_FUNC_probe_read_kernel:
	case BPF_FUNC_probe_read_user_str:
	case BPF_FUNC_probe_read_kernel_str:
	case BPF_FUNC_get_current_comm:
	case BPF_FUNC_copy_from_user:
	case BPF_FUNC_copy_from_user_task:
	case BPF_FUNC_snprintf:
		return 1;
	case BPF_FUNC_get_stack:
	case BPF_FUNC_get_task_stack:
		return 2;
	case BPF_FUNC_skb_load_bytes:
		return 3;
	}
	return 0;
}

static void do_call(struct ictx *c, struct state *s, int pc)
{
	struct model *m = c->m;
	int sec = c->f->sec, kind, d, argno;
	const char *k = kfunc_name(m, sec, pc);
	int t = call_target(m, sec, pc);

	if (c->record && t >= 0) {
		struct func *g = &m->f[t];

		m->f[t].called = 1;
		for (int i = 1; i <= 5; i++) {
			int co = (i == 1 && g->role != R_NONE && g->role != R_CONT &&
				  !proto_start(m, g)) ? g->coro : g->param_frame[i];

			if (co >= 0 && s->r[i].k == VK_PTR && !s->r[i].varoff && !s->r[i].off)
				record_mark(c, s->r[i].base, co, pc, g->role != R_NONE ? 0 : 1);
		}
	}
	d = lock_effect(m, sec, pc, &kind);
	if (d) {
		if (s->lk[kind] != LK_MIXED) {
			s->lk[kind] += d;
			if (s->lk[kind] > 8 || s->lk[kind] < -8)
				s->lk[kind] = LK_MIXED;
		}
		if (d > 0)
			s->lk_site[kind] = pc;
	} else if (t >= 0) {
		for (int i = 0; i < NLK; i++)
			if (m->f[t].lk_delta[i] && s->lk[i] != LK_MIXED)
				s->lk[i] += m->f[t].lk_delta[i];
	}
	/*
	 * What the callee may change: the stack and frame it was handed. A
	 * helper that writes a buffer whose size is its next argument
	 * (bpf_probe_read_kernel(dst, size, src), ...) writes those bytes
	 * alone, as the verifier checks, where the size is a constant;
	 * anything else, all of the stack (a spilled frame beside such a
	 * buffer was forgotten, and the frame seen as never freed: an
	 * adversarial round on the prototype target).
	 */
	int dst = sized_dst_arg(m, sec, pc);

	for (int i = 1, n = call_args(m, sec, pc); i <= n; i++) {
		if (s->r[i].k != VK_PTR)
			continue;
		if (s->r[i].base == B_STACK) {
			const struct aval *sz = &s->r[i + 1];

			if (i == dst && !s->r[i].varoff && sz->k == VK_CONST &&
			    sz->n == 1 && sz->v[0] <= 512)
				stk_clobber(s, s->r[i].off, sz->v[0]);
			else
				for (int j = 0; j < NSLOT; j++)
					s->stk[j] = TOP;
		}
		if (s->r[i].base == s->fbase && !k)
			for (int j = 0; j < 3; j++)
				s->hdr[j] = TOP;
	}
	if (k && (!strcmp(k, "bpf_coro_frame_free") || suspend_arg(m, k, s, &argno))) {
		int a = strcmp(k, "bpf_coro_frame_free") ? argno : 1;

		if (s->r[a].k == VK_PTR && s->r[a].base == s->fbase)
			s->live = 0;
	}
	for (int i = 1; i <= 5; i++)
		s->r[i] = TOP;
	s->r[0] = ptr(B_CALL(pc), 0);
	s->r[0].nullable = 1;
	if (d > 0 && kind == LK_RES_SPIN && k && strstr(k, "_lock")) {
		s->r[0] = (struct aval){ .k = VK_RESLOCK, .base = kind };
	}
	if (k && !strcmp(k, "bpf_coro_frame_alloc")) {
		if (s->fbase < 0 || s->fbase == B_CALL(pc)) {
			s->fbase = B_CALL(pc);
			s->live = 1;
			for (int j = 0; j < 3; j++)
				s->hdr[j] = TOP;
		}
	}
}

/* Loads through a pointer: the header of the tracked frame, the stack. */
/*
 * A value read from memory nothing tracks: any value of its width, with a
 * new sym (values that had this load's sym came from an earlier run of it
 * and are no longer linked to the new one).
 */
static struct aval fresh(struct state *s, int pc, int sz)
{
	struct aval r = range(0, sz >= 8 ? UINT64_MAX : (1ULL << (8 * sz)) - 1);
	int32_t sym = pc + 1;

	for (int i = 0; i < 11 + NSLOT + 3; i++) {
		struct aval *a = i < 11 ? &s->r[i] : i < 11 + NSLOT ? &s->stk[i - 11]
								  : &s->hdr[i - 11 - NSLOT];

		if (scalar(a) && a->sym == sym)
			a->sym = 0, a->delta = 0, a->orm = 0;
	}
	r.sym = sym;
	return r;
}

static struct aval load(struct ictx *c, struct state *s, const struct bpf_insn *in, int pc)
{
	(void)c;
	const struct aval *b = &s->r[in->src_reg];
	int sz = size_of(in->code);

	if (BPF_MODE(in->code) != BPF_MEM)
		return TOP;
	if (b->k != VK_PTR || b->varoff)
		return fresh(s, pc, sz);
	int64_t off = b->off + in->off;

	if (b->base == B_STACK && off >= -512 && off < 0 && !(off % 8)) {
		struct aval v = s->stk[(off + 512) / 8];

		/* A word spilled with a 4-byte store, read back as one. */
		if (sz == 4 && scalar(&v)) {
			v = lo32(v);
			v.lo4 = 0;
			return v;
		}
		if (sz == 8 && !v.lo4)
			return v;
	}
	if (b->base == s->fbase && s->fbase >= 0) {
		int h = hdr_slot(off, sz);

		if (h >= 0 && scalar(&s->hdr[h]))
			return h == 2 ? lo32(s->hdr[2]) : s->hdr[h];
		if (h >= 0 && s->hdr[h].k != VK_TOP)
			return s->hdr[h];
	}
	return fresh(s, pc, sz);
}

static void store(struct ictx *c, struct state *s, const struct bpf_insn *in, struct aval v)
{
	const struct aval *b = &s->r[in->dst_reg];
	int sz = size_of(in->code);

	(void)c;
	if (sz < 8)
		v = sz == 4 ? lo32(v) : TOP;
	if (b->k != VK_PTR)
		return;
	if (b->base == B_STACK) {
		int64_t off = b->off + in->off;

		if (b->varoff && b->offb) {
			/* One of a few places: each of them may have changed. */
			stk_clobber(s, (int64_t)b->lo, b->hi - b->lo + sz);
		} else if (b->varoff) {
			for (int j = 0; j < NSLOT; j++)
				s->stk[j] = TOP;
		} else if (sz == 8 && off >= -512 && off < 0 && !(off % 8)) {
			v.lo4 = 0;
			s->stk[(off + 512) / 8] = v;
		} else if (sz == 4 && scalar(&v) && off >= -512 && off < 0 && !(off % 8)) {
			v.lo4 = 1;
			s->stk[(off + 512) / 8] = v;
		} else {
			stk_clobber(s, off, sz);
		}
		return;
	}
	if (b->base == s->fbase && s->fbase >= 0) {
		if (b->varoff)
			for (int j = 0; j < 3; j++)
				s->hdr[j] = TOP;
		else
			hdr_store(s, b->off + in->off, sz, &v, 1);
	}
}

static void atomic(struct ictx *c, struct state *s, const struct bpf_insn *in, int pc)
{
	const struct aval *b = &s->r[in->dst_reg];
	int sz = size_of(in->code), h = -1;
	struct aval old = TOP, src = s->r[in->src_reg];

	if (sz == 4)
		src = lo32(src);
	if (in->imm == BPF_LOAD_ACQ) {
		struct bpf_insn ld = *in;

		ld.code = BPF_LDX | BPF_MEM | BPF_SIZE(in->code);
		s->r[in->dst_reg] = load(c, s, &ld, pc);
		return;
	}
	if (in->imm == BPF_STORE_REL) {
		store(c, s, in, s->r[in->src_reg]);
		return;
	}
	if (b->k == VK_PTR && !b->varoff && b->base == s->fbase && s->fbase >= 0) {
		h = hdr_slot(b->off + in->off, sz);
		if (h >= 0)
			old = s->hdr[h];
	}
	if (!scalar(&old) && old.k != VK_FUNC)
		old = fresh(s, pc, sz);
	if (in->imm == BPF_XCHG) {
		store(c, s, in, src);
		s->r[in->src_reg] = old;
	} else if (in->imm == BPF_CMPXCHG) {
		struct aval r0 = sz == 4 ? lo32(s->r[0]) : s->r[0];

		if (h >= 0 && old.k == VK_CONST && old.n == 1 && r0.k == VK_CONST && r0.n == 1) {
			if (old.v[0] == r0.v[0])
				store(c, s, in, src);
		} else if (h >= 0) {
			struct aval j = ajoin(&old, &src);

			store(c, s, in, j);
		} else {
			store(c, s, in, TOP);
		}
		s->r[0] = old;
	} else {
		store(c, s, in, TOP);
		if (in->imm & BPF_FETCH)
			s->r[in->src_reg] = TOP;
	}
}

/*
 * Runs f to a fixpoint from its entry state. Returns 0, or -1 if f has
 * instructions the interpreter cannot follow (then nothing is checked in f).
 */
int interp(struct ictx *c)
{
	struct func *f = c->f;
	struct obj_sec *sec = &c->m->o->sec[f->sec];
	int n = f->end - f->start, nwl = 0;
	int *wl = malloc((n + 1) * sizeof(int));
	char *inwl = calloc(n + 1, 1);
	int *visits = calloc(n + 1, sizeof(int));
	struct state s0;
	long steps = 0;

	/* Registers past r10 exist only in garbage: refuse the function. */
	for (int pc = f->start; pc < f->end; pc++)
		if (sec->insn[pc].dst_reg > 10 || sec->insn[pc].src_reg > 10) {
			if (sec->insn[pc].code == 0 && pc > f->start &&
			    sec->insn[pc - 1].code == (BPF_LD | BPF_IMM | BPF_DW))
				continue;	/* second half of ld_imm64 */
			free(wl);
			free(inwl);
			free(visits);
			return -1;
		}
	if (!wl || !inwl || !visits) {
		free(wl);
		free(inwl);
		free(visits);
		return -1;
	}
	c->visits = visits;
	memset(c->in, 0, n * sizeof(*c->in));
	memset(&s0, 0, sizeof(s0));
	s0.reach = 1;
	s0.fbase = -1;
	for (int i = 0; i < NLK; i++)
		s0.lk_site[i] = -1;
	for (int i = 1; i <= 5; i++)
		s0.r[i] = ptr(B_ARG(i), 0);
	s0.r[10] = ptr(B_STACK, 0);
	if (f->role != R_NONE) {
		/* A prototype start's frame is the one it allocates. */
		s0.fbase = proto_start(c->m, f) ? -1 : B_ARG(1);
		s0.live = f->cont;
		if (c->force_index)
			s0.hdr[2] = cst(c->force_value);
	}
	push_from(c, wl, &nwl, inwl, -1, f->start, &s0);
	/* A state whose value sets keep growing still ends: each join only
	 * widens, and the lattice is finite (NV constants, then TOP). */
	while (nwl && ++steps < 4000000) {
		int pc = wl[--nwl];
		const struct bpf_insn *in = &sec->insn[pc];
		struct state s = c->in[pc - f->start];
		int cls = BPF_CLASS(in->code);

		inwl[pc - f->start] = 0;
		switch (cls) {
		case BPF_ALU:
		case BPF_ALU64:
			if (in->dst_reg > 9)
				continue;
			do_alu(&s, in);
			push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
			break;
		case BPF_LD:
			if (in->code == (BPF_LD | BPF_IMM | BPF_DW) && pc + 1 < f->end) {
				uint64_t v = (uint32_t)in->imm | ((uint64_t)(uint32_t)in[1].imm << 32);
				int t = code_target(c->m, f->sec, pc, in->imm, 0);

				if (in->dst_reg > 9)
					continue;
				if (t >= 0)
					s.r[in->dst_reg] = (struct aval){ .k = VK_FUNC, .base = t };
				else if (in->src_reg == 0 && sec->rel[pc] < 0)
					s.r[in->dst_reg] = cst(v);
				else
					s.r[in->dst_reg] = TOP;
				push_from(c, wl, &nwl, inwl, pc, pc + 2, &s);
			} else {
				/* Legacy packet loads clobber r0 and the caller-saved. */
				for (int i = 0; i <= 5; i++)
					s.r[i] = TOP;
				push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
			}
			break;
		case BPF_LDX:
			if (in->dst_reg > 9)
				continue;
			{
				s.r[in->dst_reg] = load(c, &s, in, pc);
			}
			push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
			break;
		case BPF_ST:
			store(c, &s, in, cst((uint64_t)(int64_t)in->imm));
			push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
			break;
		case BPF_STX:
			if (BPF_MODE(in->code) == BPF_ATOMIC)
				atomic(c, &s, in, pc);
			else
				store(c, &s, in, s.r[in->src_reg]);
			push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
			break;
		case BPF_JMP:
		case BPF_JMP32: {
			int op = BPF_OP(in->code), is64 = cls == BPF_JMP;

			if (op == BPF_EXIT)
				break;
			if (op == BPF_CALL && cls == BPF_JMP) {
				do_call(c, &s, pc);
				push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
				break;
			}
			if (op == BPF_JA) {
				int64_t off = cls == BPF_JMP32 ? in->imm : in->off;

				push_from(c, wl, &nwl, inwl, pc, pc + 1 + off, &s);
				break;
			}
			if (op == 0xe0) {	/* may_goto: either way */
				push_from(c, wl, &nwl, inwl, pc, pc + 1 + in->off, &s);
				push_from(c, wl, &nwl, inwl, pc, pc + 1, &s);
				break;
			}
			struct aval a = s.r[in->dst_reg > 10 ? 0 : in->dst_reg];
			struct aval b = BPF_SRC(in->code) == BPF_X
						? s.r[in->src_reg > 10 ? 0 : in->src_reg]
						: cst(is64 ? (uint64_t)(int64_t)in->imm : (uint32_t)in->imm);
			struct state st = s, sf = s;
			int can_t = 1, can_f = 1;

			if (in->dst_reg > 10 || in->src_reg > 10)
				goto out;
			if (scalar(&a) && b.k == VK_CONST && cmp(op, 0, 0, 1) >= 0) {
				int fits = amax(&a) <= UINT32_MAX;

				can_t = can_f = 1;
				if (b.n == 1 && (is64 || fits)) {
					/* Split a's values (or range) between the two ways. */
					struct aval at, af;

					split(&a, op, b.v[0], is64, &at, &af);
					can_t = at.k != VK_TOP;
					can_f = af.k != VK_TOP;
					if (in->dst_reg <= 10) {
						if (can_t)
							refine(&st, in->dst_reg, &a, &at);
						if (can_f)
							refine(&sf, in->dst_reg, &a, &af);
					}
				} else if (a.k == VK_CONST) {
					can_t = can_f = 0;
					for (int i = 0; i < a.n; i++)
						for (int j = 0; j < b.n; j++) {
							if (cmp(op, a.v[i], b.v[j], is64))
								can_t = 1;
							else
								can_f = 1;
						}
				}
			} else if (a.k == VK_PTR && a.nullable && b.k == VK_CONST && b.n == 1 &&
				   !b.v[0] && (op == BPF_JEQ || op == BPF_JNE)) {
				refine_null(op == BPF_JEQ ? &st : &sf, a.base, 1);
				refine_null(op == BPF_JEQ ? &sf : &st, a.base, 0);
			} else if (a.k == VK_RESLOCK && b.k == VK_CONST && b.n == 1 && !b.v[0] &&
				   (op == BPF_JEQ || op == BPF_JNE)) {
				/* Non-zero: the lock was not taken. */
				struct state *failed = op == BPF_JEQ ? &sf : &st;

				if (failed->lk[a.base] != LK_MIXED)
					failed->lk[a.base]--;
			}
			if (can_t)
				push_from(c, wl, &nwl, inwl, pc, pc + 1 + in->off, &st);
			if (can_f)
				push_from(c, wl, &nwl, inwl, pc, pc + 1, &sf);
			break;
		}
		}
	out:;
	}
	free(wl);
	free(inwl);
	free(visits);
	c->visits = NULL;
	return nwl ? -1 : 0;
}
