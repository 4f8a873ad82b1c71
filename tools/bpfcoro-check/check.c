// SPDX-License-Identifier: GPL-2.0
/*
 * bpfcoro-check - checks a built BPF object against the rules a
 * coroutine-aware verifier must check (docs/ABI.md section 7), per
 * coroutine, and reports each broken rule as a compiler diagnostic at the
 * source line BTF line info gives. Exit status: 0 all coroutines keep the
 * rules, 1 a rule is broken, 2 an input is unreadable.
 *
 * It finds the pieces as a verifier would (ABI section 6: coro_abi decl
 * tags, frame by type id), interprets each subprogram abstractly
 * (interp.c) and checks, for the upstream target:
 *   header    slots 0/8 and the index written only by the pieces (start
 *             the tokens, destroy zeros, the index by all three);
 *   states    every value stored into the index is an enumerator of the
 *             frame's state enum;
 *   destroy   destroy exists and resets the frame from every state;
 *   regions   no lock / RCU / preempt / IRQ region open at a suspension;
 *   size      no access through the frame past sizeof(frame struct);
 * and, for objects using the kernel prototype's kfuncs, its rules
 * (slot 0 a function address at each __coro_suspend call, ...).
 */
#include "check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <gelf.h>

/* ---- diagnostics ---- */

struct dg {
	char loc[320];
	char *coro;
	char *msg;
	int note;
};
static struct dg *dgs;
static int ndg, cap_dg, skip_notes;
/* The errors already given, by (loc, msg): an open-addressing table of
 * dgs indices + 1. A garbage object can give an error per instruction: a
 * linear search of them all per new one took minutes. */
static int *seen;
static size_t nseen_slots;

static uint64_t dg_hash(const char *loc, const char *msg)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (const char *p = loc; *p; p++)
		h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
	h = (h ^ 0xff) * 0x100000001b3ULL;
	for (const char *p = msg; *p; p++)
		h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
	return h;
}

/* The slot of (loc, msg) in seen: holding it, or the free one to take. */
static size_t seen_slot(const char *loc, const char *msg)
{
	size_t i = dg_hash(loc, msg) & (nseen_slots - 1);

	while (seen[i] && (strcmp(dgs[seen[i] - 1].loc, loc) || strcmp(dgs[seen[i] - 1].msg, msg)))
		i = (i + 1) & (nseen_slots - 1);
	return i;
}

/* Room for one more error in seen (at most half full). */
static int seen_grow(int nerr)
{
	size_t n = nseen_slots ? nseen_slots : 64;
	int *t;

	if ((size_t)nerr * 2 < nseen_slots)
		return 0;
	while ((size_t)nerr * 2 >= n)
		n *= 2;
	t = calloc(n, sizeof(*t));
	if (!t)
		return -1;
	free(seen);
	seen = t;
	nseen_slots = n;
	for (int i = 0; i < ndg; i++)
		if (!dgs[i].note)
			seen[seen_slot(dgs[i].loc, dgs[i].msg)] = i + 1;
	return 0;
}

void diag_loc(struct model *m, int sec, int insn, char *buf, size_t n)
{
	const struct obj_sec *s = &m->o->sec[sec];
	int lo = 0, hi = s->nlines - 1, best = -1;

	/* Records are sorted by instruction; take the last at or before. */
	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if (s->lines[mid].insn <= insn) {
			best = mid;
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	if (best >= 0 && s->lines[best].line > 0) {
		const struct line_rec *l = &s->lines[best];

		if (l->col)
			snprintf(buf, n, "%s:%d:%d", l->file, l->line, l->col);
		else
			snprintf(buf, n, "%s:%d", l->file, l->line);
	} else {
		snprintf(buf, n, "%s:%s+%d", m->o->path, s->name ? s->name : "?", insn);
	}
}

void diag(struct model *m, const char *kind, int sec, int insn, const char *coro,
	  const char *fmt, ...)
{
	char msg[1024], loc[320];
	va_list ap;
	int note = !strcmp(kind, "note");
	struct dg *n;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_loc(m, sec, insn, loc, sizeof(loc));
	/* For whoever debugs the checker: the instruction, too. */
	if (getenv("BPFCORO_CHECK_PC"))
		snprintf(msg + strlen(msg), sizeof(msg) - strlen(msg), " [%s+%d]",
			 m->o->sec[sec].name, insn);
	if (note && skip_notes)
		return;
	if (ndg == cap_dg) {
		n = realloc(dgs, (cap_dg ? 2 * cap_dg : 16) * sizeof(*dgs));
		if (!n)
			return;
		dgs = n;
		cap_dg = cap_dg ? 2 * cap_dg : 16;
	}
	snprintf(dgs[ndg].loc, sizeof(dgs[ndg].loc), "%s", loc);
	if (!note) {
		size_t slot;

		skip_notes = 0;
		if (seen_grow(m->errors + 1))
			return;
		slot = seen_slot(dgs[ndg].loc, msg);
		if (seen[slot]) {
			skip_notes = 1;
			return;
		}
		seen[slot] = ndg + 1;
		m->errors++;
	}
	dgs[ndg].coro = strdup(coro ? coro : "");
	dgs[ndg].msg = strdup(msg);
	dgs[ndg].note = note;
	ndg++;
}

void diag_flush(struct model *m)
{
	(void)m;
	for (int i = 0; i < ndg; i++) {
		if (dgs[i].note)
			printf("%s: note: %s\n", dgs[i].loc, dgs[i].msg);
		else
			printf("%s: error: %s: %s\n", dgs[i].loc, dgs[i].coro, dgs[i].msg);
		free(dgs[i].coro);
		free(dgs[i].msg);
	}
	free(dgs);
	dgs = NULL;
	ndg = cap_dg = 0;
	skip_notes = 0;
	free(seen);
	seen = NULL;
	nseen_slots = 0;
}

static int coro_errors(const char *name)
{
	int n = 0;

	for (int i = 0; i < ndg; i++)
		n += !dgs[i].note && !strcmp(dgs[i].coro, name);
	return n;
}

/* ---- BTF ---- */

static uint32_t skip_mods(struct btf *btf, uint32_t id)
{
	for (int i = 0; i < 32 && id; i++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (!t)
			return 0;
		if (!btf_is_typedef(t) && !btf_is_mod(t) && !btf_is_type_tag(t))
			return id;
		id = t->type;
	}
	return 0;
}

/* The STRUCT a FUNC's first parameter points to, 0 if none. */
static uint32_t frame_of(struct btf *btf, uint32_t fid)
{
	const struct btf_type *f = btf__type_by_id(btf, fid), *p, *t;
	uint32_t id;

	if (!f || !btf_is_func(f) || !(p = btf__type_by_id(btf, f->type)) ||
	    !btf_is_func_proto(p) || btf_vlen(p) < 1)
		return 0;
	id = skip_mods(btf, btf_params(p)[0].type);
	t = id ? btf__type_by_id(btf, id) : NULL;
	if (!t || !btf_is_ptr(t))
		return 0;
	id = skip_mods(btf, t->type);
	t = id ? btf__type_by_id(btf, id) : NULL;
	return t && btf_is_struct(t) ? id : 0;
}

/*
 * Lookups by function (its decl tags) and by name (FUNCs, STRUCTs), indexed
 * once per object: a scan of all of BTF per lookup, a dozen per coroutine,
 * took tens of seconds with a few thousand coroutines (or tags). Without
 * the index (out of memory) the lookups scan.
 */
static struct {
	struct btf *btf;
	uint32_t n;			/* btf__type_cnt() */
	uint32_t *tag_head, *tag_next;	/* decl tags on a type, ascending ids */
	uint32_t *named, nnamed;	/* FUNC and STRUCT ids by name, then id */
} bx;

static const char *type_name(struct btf *btf, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const char *n = t ? btf__name_by_offset(btf, t->name_off) : NULL;

	return n ? n : "";
}

static int cmp_named(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	int c = strcmp(type_name(bx.btf, x), type_name(bx.btf, y));

	return c ? c : (x > y) - (x < y);
}

static void btf_index_free(void)
{
	free(bx.tag_head);
	free(bx.tag_next);
	free(bx.named);
	memset(&bx, 0, sizeof(bx));
}

static void btf_index(struct btf *btf)
{
	uint32_t n = btf__type_cnt(btf);

	btf_index_free();
	bx.tag_head = calloc(n, sizeof(*bx.tag_head));
	bx.tag_next = calloc(n, sizeof(*bx.tag_next));
	bx.named = malloc(n * sizeof(*bx.named));
	if (!bx.tag_head || !bx.tag_next || !bx.named) {
		btf_index_free();
		return;
	}
	bx.btf = btf;
	bx.n = n;
	for (uint32_t i = n - 1; i >= 1; i--) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (t && btf_is_decl_tag(t) && btf_decl_tag(t)->component_idx == -1 &&
		    t->type < n) {
			bx.tag_next[i] = bx.tag_head[t->type];
			bx.tag_head[t->type] = i;
		}
	}
	for (uint32_t i = 1; i < n; i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (t && (btf_is_func(t) || btf_is_struct(t)))
			bx.named[bx.nnamed++] = i;
	}
	qsort(bx.named, bx.nnamed, sizeof(*bx.named), cmp_named);
}

/* The next decl tag (component -1) on type fid after id i (0: the first). */
static uint32_t tag_after(struct btf *btf, uint32_t fid, uint32_t i)
{
	if (bx.btf == btf)
		return i ? bx.tag_next[i] : fid < bx.n ? bx.tag_head[fid] : 0;
	for (i++; i < btf__type_cnt(btf); i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (t && btf_is_decl_tag(t) && t->type == fid &&
		    btf_decl_tag(t)->component_idx == -1)
			return i;
	}
	return 0;
}

/* The next FUNC or STRUCT named name after id i (0: the first), 0 if none. */
static uint32_t named_after(struct btf *btf, const char *name, uint32_t i)
{
	if (bx.btf == btf) {
		uint32_t lo = 0, hi = bx.nnamed;

		while (lo < hi) {	/* the first (name, id) > (name, i) */
			uint32_t mid = lo + (hi - lo) / 2, x = bx.named[mid];
			int c = strcmp(type_name(btf, x), name);

			if (c < 0 || (!c && x <= i))
				lo = mid + 1;
			else
				hi = mid;
		}
		return lo < bx.nnamed && !strcmp(type_name(btf, bx.named[lo]), name) ? bx.named[lo]
										       : 0;
	}
	for (i++; i < btf__type_cnt(btf); i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (t && (btf_is_func(t) || btf_is_struct(t)) && !strcmp(type_name(btf, i), name))
			return i;
	}
	return 0;
}

/*
 * The decl tag on FUNC \p fid that is \p key itself or "key:<value>": the
 * value, "" for the bare word, NULL if \p fid has neither.
 */
static const char *find_tag(struct btf *btf, uint32_t fid, const char *key)
{
	size_t kl = strlen(key);

	for (uint32_t i = tag_after(btf, fid, 0); i; i = tag_after(btf, fid, i)) {
		const struct btf_type *t = btf__type_by_id(btf, i);
		const char *n;

		n = btf__name_by_offset(btf, t->name_off);
		if (n && !strncmp(n, key, kl) && (n[kl] == ':' || !n[kl]))
			return n[kl] ? n + kl + 1 : n + kl;
	}
	return NULL;
}

/* The value of the "key:<value>" decl tag on FUNC \p fid, or NULL. */
static const char *tag_value(struct btf *btf, uint32_t fid, const char *key)
{
	const char *v = find_tag(btf, fid, key);

	return v && *v ? v : NULL;
}

/* The ok line's words for struct coro's stubs. */
static const char *const stub_words[] = {
	"", ", start inlined", ", resume inlined", ", start and resume inlined"
};

/* Whether FUNC \p fid carries the decl tag \p tag (a bare word). */
static int has_tag(struct btf *btf, uint32_t fid, const char *tag)
{
	const char *v = find_tag(btf, fid, tag);

	return v && !*v;
}

static uint32_t func_named_on(struct btf *btf, const char *name, uint32_t frame)
{
	for (uint32_t i = name ? named_after(btf, name, 0) : 0; i; i = named_after(btf, name, i))
		if (btf_is_func(btf__type_by_id(btf, i)) && frame_of(btf, i) == frame)
			return i;
	return 0;
}

static uint32_t struct_named(struct btf *btf, const char *name)
{
	for (uint32_t i = name ? named_after(btf, name, 0) : 0; i; i = named_after(btf, name, i))
		if (btf_is_struct(btf__type_by_id(btf, i)))
			return i;
	return 0;
}

/*
 * A FUNC named name with nparams parameters, the last a pointer (to the
 * struct pointee, or to anything for pointee 0): a prototype continuation,
 * `int fn__coro_resume(void *frame)` (docs/ABI.md section 9, one
 * parameter), or a timer or bpf_wq callback, (map, key, frame) (section 10,
 * three).
 */
static uint32_t func_ptr_last(struct btf *btf, const char *name, int nparams,
			      uint32_t pointee)
{
	for (uint32_t i = name ? named_after(btf, name, 0) : 0; i; i = named_after(btf, name, i)) {
		const struct btf_type *t = btf__type_by_id(btf, i), *p, *a;
		uint32_t id;

		if (!btf_is_func(t) || !(p = btf__type_by_id(btf, t->type)) ||
		    !btf_is_func_proto(p) || btf_vlen(p) != nparams)
			continue;
		id = skip_mods(btf, btf_params(p)[nparams - 1].type);
		a = id ? btf__type_by_id(btf, id) : NULL;
		if (a && btf_is_ptr(a) && (!pointee || skip_mods(btf, a->type) == pointee))
			return i;
	}
	return 0;
}

static uint64_t fnv1a(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* ---- model ---- */

static int cmp_func(const void *a, const void *b)
{
	const struct func *x = a, *y = b;

	if (x->sec != y->sec)
		return x->sec - y->sec;
	return x->start - y->start;
}

static int build_funcs(struct model *m)
{
	struct obj *o = m->o;
	int cap = 16;

	m->f = calloc(cap, sizeof(*m->f));
	if (!m->f)
		return -1;
	for (int s = 0; s < o->nsec; s++) {
		int first = m->nf, has0 = 0;

		if (!o->sec[s].exec || !o->sec[s].ninsn)
			continue;
		for (int k = 0; k < o->nsym; k++) {
			const struct obj_sym *y = &o->sym[k];

			if (y->type != STT_FUNC || y->shndx != s || y->value % 8 ||
			    y->value / 8 >= (uint64_t)o->sec[s].ninsn)
				continue;
			if (m->nf == cap) {
				struct func *n = realloc(m->f, 2 * cap * sizeof(*n));

				if (!n)
					return -1;
				m->f = n;
				cap *= 2;
			}
			memset(&m->f[m->nf], 0, sizeof(m->f[0]));
			m->f[m->nf].name = y->name;
			m->f[m->nf].sec = s;
			m->f[m->nf].start = y->value / 8;
			m->f[m->nf].end = y->size ? y->value / 8 + y->size / 8 : o->sec[s].ninsn;
			has0 |= y->value == 0;
			m->nf++;
		}
		if (!has0) {
			if (m->nf == cap) {
				struct func *n = realloc(m->f, 2 * cap * sizeof(*n));

				if (!n)
					return -1;
				m->f = n;
				cap *= 2;
			}
			memset(&m->f[m->nf], 0, sizeof(m->f[0]));
			m->f[m->nf].name = o->sec[s].name ? o->sec[s].name : "?";
			m->f[m->nf].sec = s;
			m->f[m->nf].end = o->sec[s].ninsn;
			m->nf++;
		}
		qsort(m->f + first, m->nf - first, sizeof(*m->f), cmp_func);
		/* Drop aliases; a function ends where the next one starts. */
		int w = first;

		for (int i = first; i < m->nf; i++) {
			if (w > first && m->f[w - 1].start == m->f[i].start)
				continue;
			m->f[w++] = m->f[i];
		}
		m->nf = w;
		for (int i = first; i < m->nf; i++) {
			int next = i + 1 < m->nf ? m->f[i + 1].start : o->sec[s].ninsn;

			if (m->f[i].end > next || m->f[i].end <= m->f[i].start)
				m->f[i].end = next;
		}
	}
	qsort(m->f, m->nf, sizeof(*m->f), cmp_func);
	for (int i = 0; i < m->nf; i++) {
		struct func *f = &m->f[i];
		const struct obj_sec *s = &o->sec[f->sec];

		f->coro = -1;
		f->alloc_site = -1;
		f->cont_from = -1;
		for (int k = 0; k < 6; k++)
			f->param_frame[k] = -1;
		for (int k = 0; k < s->nfuncs; k++)
			if (s->funcs[k].insn == f->start)
				f->btf_id = s->funcs[k].type_id;
	}
	return 0;
}

static int func_by_btf(struct model *m, uint32_t id, const char *name)
{
	for (int i = 0; i < m->nf; i++)
		if (id && m->f[i].btf_id == id)
			return i;
	for (int i = 0; i < m->nf; i++)
		if (name && !m->f[i].btf_id && !strcmp(m->f[i].name, name))
			return i;
	return -1;
}

static void add_coro(struct model *m, struct coro *c)
{
	struct coro *n = realloc(m->c, (m->nc + 1) * sizeof(*n));

	if (!n)
		return;
	m->c = n;
	m->c[m->nc++] = *c;
}

/* Far more states than a coroutine has (one per suspension, and three). */
#define MAX_STATES 4096
#define NDOM_TOO_MANY (-2)

static void read_states(struct model *m, struct coro *c)
{
	struct btf *btf = m->o->btf;
	const struct btf_type *fr = btf__type_by_id(btf, c->frame_id);
	const struct btf_member *mb = btf_members(fr);

	c->ndom = -1;
	c->frame_size = fr->size;
	for (int i = 0; i < btf_vlen(fr); i++) {
		const char *n = btf__name_by_offset(btf, mb[i].name_off);
		uint32_t id;
		const struct btf_type *t;

		if (!n || strcmp(n, "__coro_index") || btf_member_bit_offset(fr, i) != 128)
			continue;
		id = skip_mods(btf, mb[i].type);
		t = id ? btf__type_by_id(btf, id) : NULL;
		if (!t || t->size != 4)
			return;
		if (!btf_is_enum(t) && !btf_is_enum64(t))
			return;
		/* Each state costs a run of destroy (check_destroy) and a scan
		 * of the states per stored value: a garbage enum of 65535
		 * enumerators would take minutes. */
		if (btf_vlen(t) > MAX_STATES) {
			c->ndom = NDOM_TOO_MANY;
			return;
		}
		c->dom = calloc(btf_vlen(t) + 1, sizeof(*c->dom));
		c->dom_name = calloc(btf_vlen(t) + 1, sizeof(*c->dom_name));
		if (!c->dom || !c->dom_name)
			return;
		if (btf_is_enum(t)) {
			const struct btf_enum *e = btf_enum(t);

			c->ndom = 0;
			for (int k = 0; k < btf_vlen(t); k++, c->ndom++) {
				c->dom[c->ndom] = (uint32_t)e[k].val;
				c->dom_name[c->ndom] = btf__name_by_offset(btf, e[k].name_off);
			}
		} else if (btf_is_enum64(t)) {
			const struct btf_enum64 *e = btf_enum64(t);

			c->ndom = 0;
			for (int k = 0; k < btf_vlen(t); k++, c->ndom++) {
				c->dom[c->ndom] = (uint32_t)btf_enum64_value(&e[k]);
				c->dom_name[c->ndom] = btf__name_by_offset(btf, e[k].name_off);
			}
		}
		/* A second __coro_index at bit 128 (garbage BTF): the first
		 * one's states stand; reading again would leak them. */
		return;
	}
}

static const struct model *sort_model;

/* Function indices by name, then index. */
static int cmp_func_name(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	int c = strcmp(sort_model->f[x].name, sort_model->f[y].name);

	return c ? c : x - y;
}

/* The last function (highest index) named name, -1 if none. */
static int last_named(const struct model *m, const int *byname, const char *name)
{
	int lo = 0, hi = m->nf - 1, best = -1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		int c = strcmp(m->f[byname[mid]].name, name);

		if (c <= 0) {
			if (!c)
				best = byname[mid];
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	return best;
}

static void find_coros(struct model *m)
{
	struct btf *btf = m->o->btf;

	if (btf) {
		btf_index(btf);
		for (uint32_t i = 1; i < btf__type_cnt(btf); i++) {
			const struct btf_type *t = btf__type_by_id(btf, i), *fn;
			const char *n;
			struct coro c;

			if (!t || !btf_is_decl_tag(t) || btf_decl_tag(t)->component_idx != -1)
				continue;
			n = btf__name_by_offset(btf, t->name_off);
			if (!n || strncmp(n, "coro_abi:", 9))
				continue;
			fn = btf__type_by_id(btf, t->type);
			if (!fn || !btf_is_func(fn))
				continue;
			/* A second coro_abi tag on one function is the same
			 * coroutine, not another one to check and report. */
			int dup = 0;

			for (int k = 0; k < m->nc && !dup; k++)
				dup = m->c[k].start_id == t->type;
			if (dup)
				continue;
			memset(&c, 0, sizeof(c));
			c.name = btf__name_by_offset(btf, fn->name_off);
			c.start_id = t->type;
			c.frame_id = frame_of(btf, t->type);
			c.resume_name = tag_value(btf, t->type, "coro_resume");
			c.destroy_name = tag_value(btf, t->type, "coro_destroy");
			c.start = func_by_btf(m, c.start_id, c.name);
			c.resume = c.destroy = -1;
			c.async[0] = c.async[1] = c.async[2] = -1;
			c.ndom = -1;
			/* The prototype target (docs/ABI.md section 9): the start
			 * takes the coroutine's own parameters and allocates the
			 * frame the coro_frame tag names; resume and destroy take
			 * it as their one (void *) parameter. A first parameter
			 * pointing to some other struct (the context, read before
			 * the first await) is no frame. */
			const char *ftag = tag_value(btf, t->type, "coro_frame");

			if (m->proto && c.frame_id && ftag &&
			    c.frame_id != struct_named(btf, ftag))
				c.frame_id = 0;
			if (m->proto && !c.frame_id) {
				uint32_t r = func_ptr_last(btf, c.resume_name, 1, 0);
				uint32_t d = func_ptr_last(btf, c.destroy_name, 1, 0);

				c.proto = 1;
				c.frame_id = struct_named(btf, tag_value(btf, t->type, "coro_frame"));
				c.resume = r ? func_by_btf(m, r, c.resume_name) : -1;
				c.destroy = d ? func_by_btf(m, d, c.destroy_name) : -1;
				if (c.frame_id)
					read_states(m, &c);
			} else if (c.frame_id) {
				uint32_t r = func_named_on(btf, c.resume_name, c.frame_id);
				uint32_t d = func_named_on(btf, c.destroy_name, c.frame_id);

				c.resume = r ? func_by_btf(m, r, c.resume_name) : -1;
				c.destroy = d ? func_by_btf(m, d, c.destroy_name) : -1;
				c.stubs = has_tag(btf, t->type, "coro_inlined") |
					  (r && has_tag(btf, r, "coro_inlined")) << 1;
				for (int k = 0; k < 3; k++) {
					static const char *const tags[] = {
						"coro_timer_cont", "coro_wq_cont", "coro_tw_cont"
					};
					const char *an = tag_value(btf, t->type, tags[k]);
					uint32_t a = func_ptr_last(btf, an, 3, c.frame_id);

					c.async[k] = a ? func_by_btf(m, a, an) : -1;
				}
				read_states(m, &c);
			}
			add_coro(m, &c);
		}
		return;
	}
	/* Without BTF: the pieces' names are all there is. Looked up in the
	 * functions sorted by name: a scan of all per function took seconds
	 * with tens of thousands of symbols. */
	int *byname = malloc((m->nf + 1) * sizeof(*byname));

	if (!byname)
		return;
	for (int i = 0; i < m->nf; i++)
		byname[i] = i;
	sort_model = m;
	qsort(byname, m->nf, sizeof(*byname), cmp_func_name);
	for (int i = 0; i < m->nf; i++) {
		char r[512], d[512];
		struct coro c;

		snprintf(r, sizeof(r), "%s__coro_resume", m->f[i].name);
		snprintf(d, sizeof(d), "%s__coro_destroy", m->f[i].name);
		memset(&c, 0, sizeof(c));
		c.async[0] = c.async[1] = c.async[2] = -1;
		c.resume = last_named(m, byname, r);
		c.destroy = last_named(m, byname, d);
		if (c.resume < 0)
			continue;
		c.name = m->f[i].name;
		c.start = i;
		c.ndom = -1;
		c.resume_name = m->f[c.resume].name;
		c.destroy_name = c.destroy >= 0 ? m->f[c.destroy].name : NULL;
		add_coro(m, &c);
	}
	free(byname);
}

/* ---- rules ---- */

static const char *slot_name(int64_t off)
{
	return off < 8 ? "__resume_fn" : off < 16 ? "__destroy_fn" : "__coro_index";
}

static int in_dom(const struct coro *c, uint32_t v)
{
	for (int i = 0; i < c->ndom; i++)
		if (c->dom[i] == v)
			return 1;
	return 0;
}

static int is_suspend_state(const struct coro *c, uint32_t v)
{
	return v != 0 && v != 0xfffffffe && v != 0xffffffff && in_dom(c, v);
}

/*
 * A state as the messages print it: small ones in decimal, the tagged
 * suspension points (ABI section 3) and DONE/RUNNING in hex.
 */
static const char *state_str(uint64_t v, char buf[24])
{
	snprintf(buf, 24, v < 0x10000 ? "%llu" : "%#llx", (unsigned long long)v);
	return buf;
}

static void dom_list(const struct coro *c, char *buf, size_t n)
{
	size_t at = 0;

	buf[0] = 0;
	for (int i = 0; i < c->ndom && at + 1 < n; i++) {
		/* The first few and the last two (DONE, RUNNING) say enough. */
		if (c->ndom > 8 && i == 4) {
			at += snprintf(buf + at, n - at, ", ... %d more", c->ndom - 6);
			i = c->ndom - 3;
			continue;
		}
		char v[24];

		at += snprintf(buf + at, n - at, "%s%s (%s)", i ? ", " : "",
			       c->dom_name[i] ? c->dom_name[i] : "?", state_str(c->dom[i], v));
	}
}

static const char *lock_what[NLK] = {
	[LK_SPIN] = "a bpf_spin_lock",
	[LK_RES_SPIN] = "a bpf_res_spin_lock",
	[LK_RCU] = "an RCU read section (bpf_rcu_read_lock)",
	[LK_PREEMPT] = "a preempt-disabled region (bpf_preempt_disable)",
	[LK_IRQ] = "an IRQ-disabled region (bpf_local_irq_save)",
};
static const char *lock_fix[NLK] = {
	[LK_SPIN] = "bpf_spin_unlock()",
	[LK_RES_SPIN] = "bpf_res_spin_unlock()",
	[LK_RCU] = "bpf_rcu_read_unlock()",
	[LK_PREEMPT] = "bpf_preempt_enable()",
	[LK_IRQ] = "bpf_local_irq_restore()",
};

static const struct mark *mark_of(const struct func *f, int32_t base)
{
	for (int i = 0; i < f->nmarks; i++)
		if (f->marks[i].base == base)
			return &f->marks[i];
	return NULL;
}

static void note_mark(struct model *m, const struct func *f, const struct mark *mk)
{
	const struct coro *c = &m->c[mk->coro];

	if (mk->how == 2)
		diag(m, "note", f->sec, mk->site, NULL,
		     "this is %s's frame: %s's resume token is stored at its offset 0 here",
		     c->name, c->name);
	else if (mk->base >= B_ARG(1) && mk->base <= B_ARG(5))
		diag(m, "note", f->sec, mk->site, NULL,
		     "'%s' receives the frame of %s as its argument %d and passes it on here",
		     f->name, c->name, mk->base);
	else
		diag(m, "note", f->sec, mk->site, NULL,
		     "the same pointer is passed here as the frame of %s", c->name);
}

/* The token start writes into the function slot at \p off (0 or 8). */
static uint64_t slot_token(const struct coro *c, int64_t off)
{
	return off < 8 ? c->tok_resume : c->tok_destroy;
}

/* Whether \p tok is the token an inlined start writes at \p off (0 or 8). */
static int inlined_token(const struct model *m, int64_t off, uint64_t tok)
{
	for (int co = 0; co < m->nc; co++)
		if (m->c[co].inlined && tok == slot_token(&m->c[co], off))
			return 1;
	return 0;
}

/* A write of the header through a frame: is it one the ABI allows? */
static void check_header_write(struct model *m, const struct func *f, int pc,
			       const struct coro *c, int own, int64_t off, int sz,
			       const struct aval *v, int atomic_op, const struct mark *mk)
{
	const char *who = f->name;
	int inl = !own && c->inlined;
	int role = own ? f->role : R_NONE;

	if (off < 16 && c->proto) {
		/* Prototype target (docs/ABI.md section 9, rule 2): start and
		 * the continuation write the two addresses at a suspension. */
		int target = off < 8 ? c->resume : c->destroy;
		int exact = (off == 0 || off == 8) && sz == 8;
		const char *want = target >= 0 ? m->f[target].name : "?";

		if ((role == R_START || role == R_RESUME) && exact && v->k == VK_FUNC &&
		    target >= 0 && v->base == target)
			;
		else if (role == R_START || role == R_RESUME)
			diag(m, "error", f->sec, pc, c->name,
			     "%s writes %s (offset %lld, %d bytes) with something other than the "
			     "address of %s; the kernel resumes a suspended frame by calling slot 0, "
			     "and takes slot 8 as its destroy (docs/ABI.md section 9, rule 2)",
			     role == R_START ? "start" : "the continuation", slot_name(off),
			     (long long)off, sz, want);
		else {
			diag(m, "error", f->sec, pc, c->name,
			     "'%s' writes the frame's %s slot (offset %lld); only the coroutine's "
			     "start and continuation write it, with the address of %s, right "
			     "before suspending (docs/ABI.md section 9, rule 2)",
			     who, slot_name(off), (long long)off, want);
			if (mk)
				note_mark(m, f, mk);
		}
		if (off + sz <= 16)
			return;
	} else if (off < 16) {
		uint64_t want = slot_token(c, off);
		int target = off < 8 ? c->resume : c->destroy;
		int exact = (off == 0 || off == 8) && sz == 8;
		int is_tok = exact && v->k == VK_CONST && v->n == 1 && v->v[0] == want;
		int is_fn = exact && v->k == VK_FUNC && target >= 0 && v->base == target;

		if ((role == R_START || inl) && (is_tok || is_fn))
			return;
		/* One pointer may be the frame of several inlined coroutines
		 * (started on different paths); it is marked for the first. */
		if (inl && exact && v->k == VK_CONST && v->n == 1 && inlined_token(m, off, v->v[0]))
			return;
		if (role == R_DESTROY && exact && v->k == VK_CONST && v->n == 1 && !v->v[0])
			return;
		if (role == R_START || inl)
			diag(m, "error", f->sec, pc, c->name,
			     "start writes %s (offset %lld, %d bytes) with something other than "
			     "its token 0x%llx; resume and destroy would find the frame corrupt",
			     slot_name(off), (long long)off, sz, (unsigned long long)want);
		else if (role == R_DESTROY)
			diag(m, "error", f->sec, pc, c->name,
			     "destroy writes %s (offset %lld) with something other than zero; "
			     "a destroyed frame must look not started (ABI section 3)",
			     slot_name(off), (long long)off);
		else if (role == R_RESUME)
			diag(m, "error", f->sec, pc, c->name,
			     "resume writes %s (offset %lld); only start (the token) and destroy "
			     "(zero) may write the function slots (ABI section 7.2)",
			     slot_name(off), (long long)off);
		else if (role == R_ASYNC)
			diag(m, "error", f->sec, pc, c->name,
			     "the continuation '%s' writes %s (offset %lld); only start (the "
			     "token) and destroy (zero) may write the function slots (ABI "
			     "sections 7.2, 10)",
			     who, slot_name(off), (long long)off);
		else {
			diag(m, "error", f->sec, pc, c->name,
			     "'%s' writes the frame's %s slot (offset %lld); only the coroutine's "
			     "start and destroy may write it: destroy checks it against the token "
			     "and would report a finished frame corrupt (ABI section 7.2)",
			     who, slot_name(off), (long long)off);
			if (mk)
				note_mark(m, f, mk);
		}
		if (off + sz <= 16)
			return;
	}
	if (off + sz <= 16 || off >= 20)
		return;
	/* The index. */
	if (role == R_NONE && !inl) {
		diag(m, "error", f->sec, pc, c->name,
		     "'%s' writes __coro_index (offset 16) of %s's frame; only the coroutine's "
		     "start, resume and destroy may change its state (ABI section 7.2): a state "
		     "set from outside bypasses the claim that keeps two CPUs off one frame",
		     who, c->name);
		if (mk)
			note_mark(m, f, mk);
		return;
	}
	if (off != 16 || (sz != 4 && !(c->proto && sz == 8))) {
		diag(m, "error", f->sec, pc, c->name,
		     "%d-byte write at frame offset %lld covers part of __coro_index; the index "
		     "is only ever written whole (4 bytes at offset 16%s) with an enumerator",
		     sz, (long long)off, c->proto ? ", or the doubleword there" : "");
		return;
	}
	if (atomic_op) {
		diag(m, "error", f->sec, pc, c->name,
		     "atomic arithmetic on __coro_index; the index only ever takes "
		     "enumerators of its enum, stored whole");
		return;
	}
	if (c->ndom < 0)
		return;
	char list[1024];

	if (v->k == VK_RANGE && v->hi - v->lo < (1u << 20)) {
		for (uint64_t x = v->lo; x <= v->hi; x++)
			if (!in_dom(c, (uint32_t)x) || x > UINT32_MAX) {
				dom_list(c, list, sizeof(list));
				char a[24], b[24], xs[24];

				diag(m, "error", f->sec, pc, c->name,
				     "stores a value in [%s, %s] into __coro_index, and %s is not an "
				     "enumerator of its enum (valid: %s); resume and destroy would "
				     "treat the frame as corrupt",
				     state_str(v->lo, a), state_str(v->hi, b), state_str(x, xs), list);
				return;
			}
		return;
	}
	if (v->k != VK_CONST) {
		dom_list(c, list, sizeof(list));
		diag(m, "error", f->sec, pc, c->name,
		     "stores a value into __coro_index that is not a known constant; nothing "
		     "shows it is a state of enum %s__coro_state (valid: %s)",
		     c->name, list);
		return;
	}
	for (int i = 0; i < v->n; i++) {
		if (in_dom(c, (uint32_t)v->v[i]) && v->v[i] <= UINT32_MAX)
			continue;
		char xs[24];

		dom_list(c, list, sizeof(list));
		diag(m, "error", f->sec, pc, c->name,
		     "stores %s into __coro_index, which is not an enumerator of its enum "
		     "(valid: %s); resume and destroy would treat the frame as corrupt, and a "
		     "verifier trusting the enum would be wrong",
		     state_str((uint32_t)v->v[i], xs), list);
	}
}

static int frame_coro(struct model *m, const struct func *f, const struct state *st,
		      const struct aval *v, int *own, const struct mark **mk)
{
	*own = 0;
	*mk = NULL;
	if (v->k != VK_PTR)
		return -1;
	if (proto_start(m, f)) {
		if (v->base == st->fbase && st->fbase >= 100) {
			*own = 1;
			return f->coro;
		}
	} else if ((f->role >= R_START && f->role <= R_DESTROY && v->base == B_ARG(1)) ||
		   (f->role == R_ASYNC && v->base == B_ARG(3))) {
		*own = 1;
		return f->coro;
	}
	*mk = mark_of(f, v->base);
	(void)m;
	return *mk ? (*mk)->coro : -1;
}

/*
 * A piece publishing a suspended state (ABI section 3: the exchange right
 * before it returns SUSPENDED): no region may be open (ABI section 7.5).
 */
static void check_regions(struct model *m, const struct func *f, int pc, const struct coro *c,
			  const struct state *st, const struct aval *v)
{
	int susp = 0;

	if (v->k == VK_CONST)
		for (int i = 0; i < v->n; i++)
			susp |= is_suspend_state(c, (uint32_t)v->v[i]);
	else if (v->k == VK_RANGE)
		for (int i = 0; i < c->ndom; i++)
			susp |= c->dom[i] >= v->lo && c->dom[i] <= v->hi &&
				is_suspend_state(c, c->dom[i]);
	for (int i = 0; susp && i < NLK; i++) {
		if (st->lk[i] <= 0)
			continue;
		diag(m, "error", f->sec, pc, c->name,
		     "%s is %s at this suspension: the coroutine returns SUSPENDED with it "
		     "open, and the resume would run as if it were still held (ABI section "
		     "7.5); close it with %s before bpf_coro_yield()",
		     lock_what[i], st->lk[i] == LK_MIXED ? "open on some path" : "open",
		     lock_fix[i]);
		if (st->lk_site[i] >= 0)
			diag(m, "note", f->sec, st->lk_site[i], NULL, "opened here");
	}
}

static int returns_right_after(const struct obj_sec *s, int pc, int start, int end)
{
	/* A jump may lead anywhere in garbage: stay inside the function. */
	for (int k = 0, at = pc + 1; k < 6 && at >= start && at < end; k++) {
		const struct bpf_insn *in = &s->insn[at];

		if (in->code == (BPF_JMP | BPF_EXIT))
			return 1;
		if (in->code == (BPF_JMP | BPF_JA)) {
			at += 1 + in->off;
			continue;
		}
		if (in->code == (BPF_JMP32 | BPF_JA)) {	/* gotol (-mcpu=v4) */
			at += 1 + in->imm;
			continue;
		}
		/* Only the return value is set on the way out (w1 = 0; w0 = w1). */
		if ((BPF_CLASS(in->code) == BPF_ALU || BPF_CLASS(in->code) == BPF_ALU64) &&
		    BPF_OP(in->code) == BPF_MOV && !in->off &&
		    (BPF_SRC(in->code) == BPF_K || in->dst_reg == 0) && in->dst_reg < 10) {
			at++;
			continue;
		}
		return 0;
	}
	return 0;
}

static void inspect(struct model *m, struct ictx *cx)
{
	struct func *f = cx->f;
	const struct obj_sec *s = &m->o->sec[f->sec];
	/* A lowered prototype coroutine's pieces report as the coroutine. */
	const char *who = f->coro >= 0 && m->c[f->coro].proto ? m->c[f->coro].name : f->name;

	for (int pc = f->start; pc < f->end; pc++) {
		const struct state *st = &cx->in[pc - f->start];
		const struct bpf_insn *in = &s->insn[pc];
		int cls = BPF_CLASS(in->code), mode = BPF_MODE(in->code);

		if (!st->reach)
			continue;
		if (in->code == (BPF_LD | BPF_IMM | BPF_DW)) {
			pc++;
			continue;
		}
		/* Memory accesses through a frame. */
		if ((cls == BPF_LDX && (mode == BPF_MEM || mode == BPF_MEMSX)) ||
		    ((cls == BPF_ST || cls == BPF_STX) && (mode == BPF_MEM || mode == BPF_ATOMIC))) {
			int breg = cls == BPF_LDX ? in->src_reg : in->dst_reg;
			const struct aval *b = breg <= 10 ? &st->r[breg] : NULL;
			int own, co, sz = BPF_SIZE(in->code) == BPF_DW ? 8 : BPF_SIZE(in->code) == BPF_W ? 4
							: BPF_SIZE(in->code) == BPF_H ? 2 : 1;
			const struct mark *mk;
			int is_load = cls == BPF_LDX || (mode == BPF_ATOMIC && in->imm == 0x100);

			if (!b)
				continue;
			if (m->proto && b->k == VK_PTR && b->nullable && b->base == st->fbase &&
			    b->base >= 100)
				diag(m, "error", f->sec, pc, who,
				     "the frame from bpf_coro_frame_alloc() is used before it is "
				     "checked against NULL; the allocation can fail");
			if (m->proto && b->k == VK_PTR && !b->varoff && b->base == st->fbase &&
			    b->base == B_CALL(f->alloc_site) && f->alloc_size &&
			    (b->off + in->off < 0 ||
			     b->off + in->off + sz > (int64_t)f->alloc_size)) {
				diag(m, "error", f->sec, pc, who,
				     "%d-byte %s at frame offset %lld is outside the %llu bytes "
				     "bpf_coro_frame_alloc() gave; the prototype verifier keeps frame "
				     "accesses inside its size",
				     sz, is_load ? "load" : "store", (long long)(b->off + in->off),
				     (unsigned long long)f->alloc_size);
				diag(m, "note", f->sec, f->alloc_site, NULL, "allocated here");
			}
			/* What the prototype verifier spills into a frame
			 * (check_coro_frame_write(), docs/ABI.md section 9.1):
			 * never a stack pointer, a pointer only whole. */
			if (m->proto && cls == BPF_STX && mode == BPF_MEM && b->k == VK_PTR &&
			    b->base == st->fbase && st->fbase >= 0 && in->src_reg <= 10) {
				const struct aval *v = &st->r[in->src_reg];

				if (v->k == VK_PTR && v->base == B_STACK)
					diag(m, "error", f->sec, pc, who,
					     "a pointer into the stack is stored into the frame at "
					     "offset %lld; the prototype verifier refuses it (\"cannot "
					     "spill stack pointers into coro_frame\"): the frame "
					     "outlives the function that fills it",
					     (long long)(b->off + in->off));
				else if ((v->k == VK_PTR || v->k == VK_FUNC) && sz != 8)
					diag(m, "error", f->sec, pc, who,
					     "a pointer is stored into the frame at offset %lld in %d "
					     "bytes; the prototype verifier spills a pointer only as a "
					     "whole doubleword (\"invalid size of register spill\")",
					     (long long)(b->off + in->off), sz);
			}
			co = frame_coro(m, f, st, b, &own, &mk);
			if (co < 0 || b->varoff)
				continue;
			const struct coro *c = &m->c[co];
			int64_t off = b->off + in->off;

			if (c->frame_size && (off < 0 || off + sz > (int64_t)c->frame_size)) {
				diag(m, "error", f->sec, pc, c->name,
				     "%d-byte %s at frame offset %lld is outside struct %s__coro_frame "
				     "(%u bytes); a verifier sizes the frame from BTF and would reject it",
				     sz, is_load ? "load" : "store", (long long)off, c->name,
				     c->frame_size);
				if (mk)
					note_mark(m, f, mk);
			}
			if (is_load || off >= 20 || off + sz <= 0)
				continue;
			struct aval v;
			int arith = 0;

			if (cls == BPF_ST) {
				v = (struct aval){ .k = VK_CONST, .n = 1 };
				v.v[0] = (uint64_t)(int64_t)in->imm;
			} else {
				v = in->src_reg <= 10 ? st->r[in->src_reg] : (struct aval){ .k = VK_TOP };
				if (mode == BPF_ATOMIC && in->imm != BPF_XCHG && in->imm != BPF_CMPXCHG &&
				    in->imm != 0x110)
					arith = 1;
			}
			if (sz == 4 && v.k == VK_CONST)
				for (int i = 0; i < v.n; i++)
					v.v[i] = (uint32_t)v.v[i];
			check_header_write(m, f, pc, c, own, off, sz, &v, arith, mk);
			if (own && off == 16 && sz == 4 && !arith &&
			    (f->role == R_START || f->role == R_RESUME || f->role == R_ASYNC))
				check_regions(m, f, pc, c, st, &v);
			continue;
		}
		if (in->code == (BPF_JMP | BPF_CALL)) {
			const char *k = kfunc_name(m, f->sec, pc);
			int argno, t = call_target(m, f->sec, pc);

			/* docs/ABI.md section 9, rule 6. */
			if (t >= 0 && m->f[t].coro >= 0 && m->c[m->f[t].coro].proto &&
			    (m->f[t].role == R_RESUME || m->f[t].role == R_DESTROY))
				diag(m, "error", f->sec, pc, m->c[m->f[t].coro].name,
				     "'%s' calls %s; in the prototype target only the kernel calls a "
				     "coroutine's continuation and destroy, with the frame handed to "
				     "it at a suspension; suspend the frame with a __coro_suspend kfunc "
				     "(bpf_coro_await) and let the kernel resume it", f->name, m->f[t].name);
			if (!m->proto || !k)
				continue;
			if (!strcmp(k, "bpf_coro_frame_alloc")) {
				const struct aval *a = &st->r[1];

				if (a->k != VK_CONST || a->n != 1 || a->v[0] < 1 || a->v[0] > 512)
					diag(m, "error", f->sec, pc, who,
					     "bpf_coro_frame_alloc() needs a constant size in [1, 512]; "
					     "the prototype verifier refuses any other");
				continue;
			}
			if (!strcmp(k, "bpf_coro_frame_free") && st->r[1].k == VK_PTR &&
			    st->r[1].nullable && st->r[1].base == st->fbase && st->fbase >= 100)
				diag(m, "error", f->sec, pc, who,
				     "the frame from bpf_coro_frame_alloc() is freed before it is "
				     "checked against NULL");
			if (!suspend_arg(m, k, st, &argno))
				continue;
			const struct aval *a = &st->r[argno];

			if (a->k != VK_PTR || a->base != st->fbase || st->fbase < 0 || a->varoff ||
			    a->off)
				diag(m, "error", f->sec, pc, who,
				     "%s() is not passed the frame itself (argument %d): the frame "
				     "register must reach the __coro_suspend argument unmodified",
				     k, argno);
			else if (a->nullable)
				diag(m, "error", f->sec, pc, who,
				     "%s() gets the frame before it is checked against NULL", k);
			if (st->hdr[0].k != VK_FUNC)
				diag(m, "error", f->sec, pc, who,
				     "the frame is suspended by %s() without a function address in "
				     "slot 0 on every path here; the kernel resumes by calling slot 0 "
				     "(\"suspended coro_frame has no resume function in its first slot\")",
				     k);
			/* A lowered coroutine's pieces (docs/ABI.md section 9,
			 * rule 2): destroy's address and a suspension state too. */
			if (f->coro >= 0 && m->c[f->coro].proto &&
			    (f->role == R_START || f->role == R_RESUME)) {
				const struct coro *c = &m->c[f->coro];
				const struct aval *ix = &st->hdr[2];
				int ok = ix->k == VK_CONST && ix->n >= 1;

				for (int i = 0; ok && i < ix->n; i++)
					ok = ix->v[i] <= UINT32_MAX && is_suspend_state(c, (uint32_t)ix->v[i]);
				/* More than NV points sharing one suspending call: a
				 * range, every value of which must be a point's. */
				if (ix->k == VK_RANGE && ix->hi <= UINT32_MAX &&
				    ix->hi - ix->lo < (1u << 20)) {
					ok = 1;
					for (uint64_t x = ix->lo; ok && x <= ix->hi; x++)
						ok = is_suspend_state(c, (uint32_t)x);
				}
				if (st->hdr[1].k != VK_FUNC || st->hdr[1].base != c->destroy)
					diag(m, "error", f->sec, pc, c->name,
					     "the frame is suspended by %s() without the address of %s "
					     "in slot 8 on every path here; the prototype takes slot 8 "
					     "as the frame's destroy: store it there before the call "
					     "(docs/ABI.md section 9, rule 2)", k,
					     c->destroy >= 0 ? m->f[c->destroy].name : "its destroy");
				if (c->ndom >= 0 && !ok)
					diag(m, "error", f->sec, pc, c->name,
					     "the frame is suspended by %s() with an index that is not "
					     "known to be a suspension point of enum %s__coro_state on "
					     "every path here; the continuation switches on it: store the "
					     "point's enumerator at offset 16 before the call "
					     "(docs/ABI.md section 9, rule 2)", k, c->name);
			}
			for (int i = 0; i < NLK; i++)
				if (st->lk[i] > 0) {
					diag(m, "error", f->sec, pc, who,
					     "%s is %s at the suspension by %s(); release it with %s first",
					     lock_what[i], st->lk[i] == LK_MIXED ? "open on some path" : "open",
					     k, lock_fix[i]);
					if (st->lk_site[i] >= 0)
						diag(m, "note", f->sec, st->lk_site[i], NULL, "opened here");
				}
			if (!returns_right_after(s, pc, f->start, f->end))
				diag(m, "error", f->sec, pc, who,
				     "does not return right after suspending the frame with %s(); the "
				     "continuation owns the frame from here", k);
			continue;
		}
		if (in->code != (BPF_JMP | BPF_EXIT))
			continue;
		if (m->proto && f->cont) {
			const struct aval *r0 = &st->r[0];

			if (r0->k != VK_CONST || r0->n != 1 || r0->v[0])
				diag(m, "error", f->sec, pc, who,
				     "continuation can return non-zero here; the prototype verifies "
				     "continuations with return range 0..0");
		}
		if (m->proto && (f->cont || (st->fbase >= 100)) && st->live) {
			diag(m, "error", f->sec, pc, who,
			     "can return here still owning the frame; free it with "
			     "bpf_coro_frame_free() or suspend it again on every path");
			if (!f->cont && f->alloc_site >= 0)
				diag(m, "note", f->sec, f->alloc_site, NULL, "allocated here");
		}
	}
}

/* ABI section 7.4: destroy resets the frame from every state but RUNNING. */
static void check_destroy(struct model *m, struct coro *c)
{
	int si = c->start >= 0 ? m->f[c->start].sec : -1, at = c->start >= 0 ? m->f[c->start].start : 0;

	if (c->destroy < 0) {
		if (si < 0)
			return;
		if (!c->destroy_name)
			diag(m, "error", si, at, c->name,
			     "no coro_destroy decl tag on the start function; a verifier cannot "
			     "find the destroy function, which must be valid from every state");
		else if (c->proto)
			diag(m, "error", si, at, c->name,
			     "the coro_destroy tag names '%s', but the object has no such function "
			     "taking the frame as its one parameter; the prototype target stores "
			     "its address in slot 8 at every suspension (docs/ABI.md section 9)",
			     c->destroy_name);
		else
			diag(m, "error", si, at, c->name,
			     "the coro_destroy tag names '%s', but the object has no such function "
			     "taking this coroutine's frame; destroy must be emitted in every "
			     "object that starts the coroutine (ABI section 1)", c->destroy_name);
		return;
	}
	if (c->ndom < 0)
		return;
	struct func *d = &m->f[c->destroy];
	struct state *in = calloc(d->end - d->start, sizeof(*in));
	struct ictx cx = { .m = m, .f = d, .fi = c->destroy, .in = in, .force_index = 1 };

	if (!in)
		return;
	char states[1024] = "";
	size_t used = 0;
	int first_bad = -1;
	const char *first_what = NULL;

	for (int k = 0; k < c->ndom; k++) {
		int bad = -1, reached = 0;
		const char *what = NULL;

		if (c->dom[k] == 0xffffffff)
			continue;
		cx.force_value = c->dom[k];
		if (interp(&cx))
			break;
		for (int pc = d->start; pc < d->end; pc++) {
			const struct state *st = &in[pc - d->start];

			if (!st->reach || m->o->sec[d->sec].insn[pc].code != (BPF_JMP | BPF_EXIT))
				continue;
			reached = 1;
			/* Prototype (docs/ABI.md section 9, rule 5): destroy
			 * frees the frame from every state. */
			if (c->proto) {
				if (st->live && bad < 0) {
					bad = pc;
					what = "the frame is not freed";
				}
				continue;
			}
			for (int h = 2; h >= 0 && bad < 0; h--)
				if (st->hdr[h].k != VK_CONST || st->hdr[h].n != 1 || st->hdr[h].v[0]) {
					bad = pc;
					what = h == 2 ? "__coro_index" : h ? "__destroy_fn" : "__resume_fn";
				}
		}
		if (!reached) {
			bad = d->start;
			what = "it never returns, and nothing";
		}
		if (bad < 0)
			continue;
		if (first_bad < 0) {
			first_bad = bad;
			first_what = what;
		}
		char v[24];

		if (used + 1 < sizeof(states))
			used += snprintf(states + used, sizeof(states) - used, "%s%s (%s)", used ? ", " : "",
				       c->dom_name[k] ? c->dom_name[k] : "?", state_str(c->dom[k], v));
	}
	if (first_bad >= 0 && c->proto)
		diag(m, "error", d->sec, first_bad, c->name,
		     "destroy can return here without freeing a frame in state%s %s: %s; "
		     "destroy must free it (bpf_coro_frame_free) from every state but RUNNING "
		     "(docs/ABI.md section 9, rule 5)", strchr(states, ',') ? "s" : "", states,
		     first_what);
	else if (first_bad >= 0)
		diag(m, "error", d->sec, first_bad, c->name,
		     "destroy can return here without resetting a frame in state%s %s: %s "
		     "is not zeroed; destroy must be valid from every state but RUNNING (ABI "
		     "section 7.4)", strchr(states, ',') ? "s" : "", states, first_what);
	free(in);
}

static void check_layout(struct model *m, struct coro *c)
{
	struct btf *btf = m->o->btf;
	int si = c->start >= 0 ? m->f[c->start].sec : -1, at = c->start >= 0 ? m->f[c->start].start : 0;
	static const char *names[3] = { "__resume_fn", "__destroy_fn", "__coro_index" };
	static const int bits[3] = { 0, 64, 128 };

	if (si < 0)
		return;
	if (!c->frame_id && c->proto) {
		diag(m, "error", si, at, c->name,
		     "the coro_frame tag names '%s', but the object's BTF has no such struct; a "
		     "verifier sizes and reads the frame from it (docs/ABI.md section 6)",
		     tag_value(btf, c->start_id, "coro_frame") ? tag_value(btf, c->start_id, "coro_frame")
							     : "(none)");
		return;
	}
	if (!c->frame_id) {
		diag(m, "error", si, at, c->name,
		     "the start function's first parameter does not point to a struct; a "
		     "verifier finds the frame type there (ABI section 6)");
		return;
	}
	const struct btf_type *fr = btf__type_by_id(btf, c->frame_id);
	const struct btf_member *mb = btf_members(fr);

	for (int h = 0; h < 3; h++) {
		int ok = 0;

		for (int i = 0; i < btf_vlen(fr); i++) {
			const char *n = btf__name_by_offset(btf, mb[i].name_off);

			if (n && !strcmp(n, names[h]) && btf_member_bit_offset(fr, i) == (uint32_t)bits[h])
				ok = 1;
		}
		if (!ok)
			diag(m, "error", si, at, c->name,
			     "struct %s has no %s at offset %d; the header is fixed (ABI section 2)",
			     btf__name_by_offset(btf, fr->name_off), names[h], bits[h] / 8);
	}
	if (c->ndom == NDOM_TOO_MANY)
		diag(m, "error", si, at, c->name,
		     "the enum of __coro_index of struct %s has more than %d enumerators; "
		     "more states than a coroutine has, and than bpfcoro-check follows",
		     btf__name_by_offset(btf, fr->name_off), MAX_STATES);
	else if (c->ndom < 0)
		diag(m, "error", si, at, c->name,
		     "__coro_index of struct %s is not a 4-byte enum; the states a verifier "
		     "checks the index against come from its enumerators (ABI section 3)",
		     btf__name_by_offset(btf, fr->name_off));
	if (c->resume < 0)
		diag(m, "error", si, at, c->name,
		     "the coro_resume tag names '%s', but the object has no such function "
		     "taking this coroutine's frame%s", c->resume_name ? c->resume_name : "(none)",
		     c->proto ? " as its one parameter" : "");
	if (c->start < 0)
		return;
}

/*
 * Each call from a function of m to a known one, t: counted in cursor[t + 1]
 * where callers is NULL, else its caller stored at callers[cursor[t]++].
 */
static int call_edges(struct model *m, int *cursor, int *callers)
{
	int n = 0;

	for (int i = 0; i < m->nf; i++)
		for (int pc = m->f[i].start; pc < m->f[i].end; pc++) {
			int t;

			if (m->o->sec[m->f[i].sec].insn[pc].code != (BPF_JMP | BPF_CALL) ||
			    (t = call_target(m, m->f[i].sec, pc)) < 0)
				continue;
			if (callers)
				callers[cursor[t]++] = i;
			else
				cursor[t + 1]++;
			n++;
		}
	return n;
}

/* What function t's callers read of it changed: run them again. */
static void dirty_callers(const int *first, const int *callers, char *dirty, int t)
{
	for (int k = first[t]; k < first[t + 1]; k++)
		dirty[callers[k]] = 1;
}

static int analyze(struct model *m)
{
	int maxn = 1, nedge = 0;
	struct state *in;
	int *first, *callers, *fill;
	char *dirty;

	for (int i = 0; i < m->nf; i++)
		if (m->f[i].end - m->f[i].start > maxn)
			maxn = m->f[i].end - m->f[i].start;
	in = calloc(maxn, sizeof(*in));
	/* Who calls whom (it does not change): a function's marks, frame
	 * parameters and region summary reach its callers only. A round that
	 * ran every function again to move a fact one call up took minutes
	 * on a chain of a few thousand subprograms. */
	first = calloc(m->nf + 1, sizeof(*first));
	fill = calloc(m->nf + 1, sizeof(*fill));
	dirty = malloc(m->nf + 1);
	if (first)
		nedge = call_edges(m, first, NULL);
	callers = malloc((nedge + 1) * sizeof(*callers));
	if (!in || !first || !fill || !dirty || !callers) {
		free(in);
		free(first);
		free(fill);
		free(dirty);
		free(callers);
		return -1;
	}
	for (int t = 0; t < m->nf; t++)
		first[t + 1] += first[t];
	memcpy(fill, first, (m->nf + 1) * sizeof(*fill));
	call_edges(m, fill, callers);
	memset(dirty, 1, m->nf + 1);
	/* Marks (which pointers are frames) and continuations flow between
	 * functions: run until nothing new is learnt. */
	for (int round = 0; round < 2 * m->nf + 4; round++) {
		int changed = 0;

		for (int i = 0; i < m->nf; i++) {
			struct ictx cx = { .m = m, .f = &m->f[i], .fi = i, .in = in, .record = 1 };
			struct func *f = &m->f[i];
			int8_t delta[NLK];
			int first_exit = 1, mixed = 0;

			if (!dirty[i])
				continue;
			dirty[i] = 0;
			if (interp(&cx))
				continue;
			changed |= cx.changed;
			if (cx.changed)
				dirty_callers(first, callers, dirty, i);
			for (int pc = f->start; pc < f->end; pc++) {
				const struct state *st = &in[pc - f->start];
				const struct bpf_insn *ins = &m->o->sec[f->sec].insn[pc];

				if (st->reach && ins->code == (BPF_JMP | BPF_CALL)) {
					const char *k = kfunc_name(m, f->sec, pc);

					if (k && !strcmp(k, "bpf_coro_frame_alloc") && f->alloc_site < 0) {
						f->alloc_site = pc;
						if (st->r[1].k == VK_CONST && st->r[1].n == 1)
							f->alloc_size = st->r[1].v[0];
					}
				}
				if (st->reach && BPF_CLASS(ins->code) == BPF_STX &&
				    BPF_SIZE(ins->code) == BPF_DW && BPF_MODE(ins->code) == BPF_MEM &&
				    ins->src_reg <= 10 && ins->dst_reg <= 10) {
					const struct aval *b = &st->r[ins->dst_reg], *v = &st->r[ins->src_reg];

					/* The prototype's continuation: stored into slot 0
					 * (resume) or 8 (destroy). */
					for (int k = 0; m->proto && v->k == VK_FUNC && b->k == VK_PTR &&
							b->base == st->fbase && st->fbase >= 0 && !b->varoff &&
							(b->off + ins->off == 0 || b->off + ins->off == 8) &&
							k < (v->base >= 0 ? 1 : v->n); k++) {
						int t = v->base >= 0 ? v->base : (int)v->v[k];

						if (t < 0 || t >= m->nf || m->f[t].cont)
							continue;
						m->f[t].cont = 1;
						if (m->f[t].role == R_NONE)
							m->f[t].role = R_CONT;
						m->f[t].cont_from = i;
						m->f[t].cont_site = pc;
						changed = 1;
						dirty[t] = 1;
						dirty_callers(first, callers, dirty, t);
					}
					/* An inlined start: the token written at 0 names the frame. */
					for (int co = 0; co < m->nc; co++)
						if (v->k == VK_CONST && v->n == 1 && v->v[0] == m->c[co].tok_resume &&
						    b->k == VK_PTR && !b->varoff && b->off + ins->off == 0 &&
						    !(f->role != R_NONE && f->coro == co && b->base == B_ARG(1))) {
							if (!mark_of(f, b->base)) {
								f->marks = realloc(f->marks, (f->nmarks + 1) * sizeof(*f->marks));
								if (f->marks) {
									f->marks[f->nmarks++] = (struct mark){ b->base, co, pc, 2 };
									changed = 1;
								}
							}
						}
				}
				if (st->reach && ins->code == (BPF_JMP | BPF_EXIT)) {
					for (int k = 0; k < NLK; k++) {
						if (first_exit)
							delta[k] = st->lk[k];
						else if (delta[k] != st->lk[k])
							mixed = 1;
						if (st->lk[k] == LK_MIXED)
							mixed = 1;
					}
					first_exit = 0;
				}
			}
			if (!first_exit && !mixed && memcmp(delta, f->lk_delta, NLK)) {
				memcpy(f->lk_delta, delta, NLK);
				changed = 1;
				dirty_callers(first, callers, dirty, i);
			}
		}
		if (!changed)
			break;
	}
	free(first);
	free(fill);
	free(dirty);
	free(callers);
	for (int co = 0; co < m->nc; co++) {
		struct coro *c = &m->c[co];

		c->inlined = !c->proto && (c->start < 0 || !m->f[c->start].called ||
					   c->resume < 0 || !m->f[c->resume].called);
	}
	for (int i = 0; i < m->nf; i++) {
		struct ictx cx = { .m = m, .f = &m->f[i], .fi = i, .in = in };

		if (interp(&cx) == 0)
			inspect(m, &cx);
	}
	free(in);
	return 0;
}

static int has_proto_kfuncs(struct model *m)
{
	for (int s = 0; s < m->o->nsec; s++) {
		const struct obj_sec *sec = &m->o->sec[s];

		for (int pc = 0; sec->exec && pc < sec->ninsn; pc++) {
			const char *k;
			int a;

			if (sec->insn[pc].code != (BPF_JMP | BPF_CALL) || !(k = kfunc_name(m, s, pc)))
				continue;
			if (!strcmp(k, "bpf_coro_frame_alloc") || is_suspend_kfunc(m, k, &a))
				return 1;
		}
	}
	return 0;
}

static int check_file(const char *path, int quiet)
{
	struct obj o;
	struct model m;
	char err[256];
	int rc;

	if (obj_open(&o, path, err, sizeof(err))) {
		fprintf(stderr, "%s: error: cannot check: %s\n", path, err);
		obj_close(&o);
		return 2;
	}
	memset(&m, 0, sizeof(m));
	m.o = &o;
	m.quiet = quiet;
	if (build_funcs(&m)) {
		fprintf(stderr, "%s: error: out of memory\n", path);
		obj_close(&o);
		return 2;
	}
	m.proto = has_proto_kfuncs(&m);
	find_coros(&m);
	for (int i = 0; i < m.nc; i++) {
		struct coro *c = &m.c[i];
		int p[3] = { c->start, c->resume, c->destroy };

		c->tok_resume = c->resume_name ? fnv1a(c->resume_name) : 0;
		c->tok_destroy = c->destroy_name ? fnv1a(c->destroy_name) : 0;
		for (int k = 0; k < 3; k++)
			if (p[k] >= 0 && m.f[p[k]].role == R_NONE) {
				m.f[p[k]].role = R_START + k;
				m.f[p[k]].coro = i;
			}
		for (int k = 0; k < 3; k++)
			if (c->async[k] >= 0 && m.f[c->async[k]].role == R_NONE) {
				m.f[c->async[k]].role = R_ASYNC;
				m.f[c->async[k]].coro = i;
			}
	}
	/* The prototype's kernel calls what a suspended frame holds in slot 0
	 * (and verifies slot 8 likewise): a lowered coroutine's resume and
	 * destroy, and every subprogram analyze() sees stored there. Other
	 * subprograms whose address is taken (bpf_loop callbacks, a function
	 * pointer kept in the frame) are not continuations. */
	for (int i = 0; i < m.nc; i++) {
		if (!m.c[i].proto)
			continue;
		if (m.c[i].resume >= 0)
			m.f[m.c[i].resume].cont = 1;
		if (m.c[i].destroy >= 0)
			m.f[m.c[i].destroy].cont = 1;
	}
	if (!m.nc && !m.proto) {
		if (!quiet)
			printf("%s: no coroutine\n", path);
		rc = 0;
		goto out;
	}
	for (int i = 0; i < m.nc; i++)
		if (o.btf)
			check_layout(&m, &m.c[i]);
	analyze(&m);
	for (int i = 0; i < m.nc; i++)
		check_destroy(&m, &m.c[i]);
	if (!quiet) {
		for (int i = 0; i < m.nc; i++) {
			int n = coro_errors(m.c[i].name);

			if (n)
				printf("%s: %s: %d rule%s broken\n", path, m.c[i].name, n, n > 1 ? "s" : "");
			else if (o.btf)
				printf("%s: %s: ok (frame %u bytes, %d states%s%s)\n", path,
				       m.c[i].name, m.c[i].frame_size, m.c[i].ndom,
				       stub_words[m.c[i].stubs],
				       m.c[i].proto ? ", prototype target" : "");
			else
				printf("%s: %s: ok (no BTF: pieces found by name; layout, "
				       "states and size not checked)\n", path, m.c[i].name);
		}
		for (int i = 0; m.proto && i < m.nf; i++) {
			if ((m.f[i].alloc_site < 0 && m.f[i].role != R_CONT) ||
			    (m.f[i].coro >= 0 && m.c[m.f[i].coro].proto))
				continue;
			int n = coro_errors(m.f[i].name);

			printf("%s: %s: %s (prototype %s)%s\n", path, m.f[i].name,
			       n ? "rules broken" : "ok",
			       m.f[i].role == R_CONT ? "continuation" : "frame owner", "");
		}
	}
	rc = m.errors ? 1 : 0;
out:
	btf_index_free();
	diag_flush(&m);
	for (int i = 0; i < m.nf; i++)
		free(m.f[i].marks);
	free(m.f);
	for (int i = 0; i < m.nc; i++) {
		free(m.c[i].dom);
		free(m.c[i].dom_name);
	}
	free(m.c);
	obj_close(&o);
	return rc;
}

static void usage(FILE *to)
{
	fprintf(to,
		"usage: bpfcoro-check [--quiet] file.bpf.o...\n"
		"\n"
		"Checks each BPF object's coroutines against the rules a coroutine-aware\n"
		"verifier checks (docs/ABI.md section 7), and reports each broken rule as\n"
		"  file.c:LINE:COL: error: <coroutine>: <rule and what it means>\n"
		"(obj.o:<section>+<insn> without line info), with notes for related places.\n"
		"\n"
		"  --quiet   print only diagnostics, not one line per coroutine\n"
		"  --suspend-kfunc=NAME:ARG\n"
		"            NAME is a kernel prototype kfunc whose argument ARG (1..5) is\n"
		"            a __coro_suspend frame (bpf_blk_read_coro:3 is built in)\n"
		"  --help    this text\n"
		"\n"
		"Exit status: 0 every rule kept, 1 a rule broken, 2 an input unreadable.\n");
}

int main(int argc, char **argv)
{
	int quiet = 0, rc = 0, nfiles = 0;

	/* libbpf's own warnings ("libbpf: BTF type [60] is malformed") would
	 * add lines to the one "cannot check" line of an unreadable input. */
	libbpf_set_print(NULL);

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return 0;
		}
		if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) {
			quiet = 1;
			continue;
		}
		if (!strncmp(argv[i], "--suspend-kfunc=", 16)) {
			char *spec = argv[i] + 16, *colon = strrchr(spec, ':');
			int a = colon ? atoi(colon + 1) : 0;

			if (!colon || a < 1 || a > 5 || nsuspend_kfuncs == 64) {
				fprintf(stderr, "bpfcoro-check: --suspend-kfunc=NAME:ARG, ARG in 1..5\n");
				return 2;
			}
			*colon = 0;
			suspend_kfuncs[nsuspend_kfuncs++] = (struct suspend_kfunc){ spec, a };
			continue;
		}
		if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr, "bpfcoro-check: unknown option %s\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	for (int i = 1; i < argc; i++) {
		int r;

		if (argv[i][0] == '-' && argv[i][1])
			continue;
		nfiles++;
		r = check_file(argv[i], quiet);
		fflush(stdout);
		if (r > rc)
			rc = r;
	}
	if (!nfiles) {
		usage(stderr);
		return 2;
	}
	return rc;
}
