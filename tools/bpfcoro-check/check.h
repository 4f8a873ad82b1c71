/* SPDX-License-Identifier: GPL-2.0 */
/*
 * check.h - the model bpfcoro-check builds of an object: its subprograms,
 * its coroutines (found as docs/ABI.md section 6 says) and the abstract
 * values the per-function interpreter (interp.c) computes.
 */
#ifndef BPFCORO_CHECK_CHECK_H
#define BPFCORO_CHECK_CHECK_H

#include "elfobj.h"

/* Newer than the system's linux/bpf.h (cpu v4, load-acquire). */
#ifndef BPF_MEMSX
#define BPF_MEMSX 0x80
#endif

/* Lock-like regions whose open end at a suspension ABI section 7.5 forbids. */
enum lock_kind { LK_SPIN, LK_RES_SPIN, LK_RCU, LK_PREEMPT, LK_IRQ, NLK };

/* Abstract values. */
#define NV 8
enum vkind {
	VK_TOP,		/* anything */
	VK_CONST,	/* one of v[0..n) (a scalar) */
	VK_PTR,		/* base + off (varoff: + some unknown amount) */
	VK_FUNC,	/* the address of subprogram base (-1: of some one) */
	VK_RESLOCK,	/* the result of a res_spin_lock call (base: kind) */
	VK_RANGE,	/* a scalar in [lo, hi] (unsigned) */
};

/* Bases of VK_PTR: where a pointer came from, within one function. */
#define B_ARG(i) (i)		/* r1..r5 at entry */
#define B_STACK 10		/* r10 */
#define B_CALL(pc) (100 + (pc))	/* r0 after the call at pc */

/*
 * Scalars (VK_CONST, VK_RANGE) may carry sym: values with the same sym
 * differ by a known constant (value - delta is the same for all), as the
 * kernel's linked scalar ids: "w5 = w4; w5 -= 1; if w5 > 1" bounds w4 too.
 * Or (orm, with delta 0) the value is the sym's base value with the bits of
 * orm set: "w1 = w7; w1 |= 2; if w1 == 3", the form LLVM gives a test of
 * w7 == 1 || w7 == 3, bounds w7 to {1, 3}.
 */
struct aval {
	uint8_t k, n, nullable, varoff;
	uint8_t lo4;		/* a stack slot whose low 4 bytes alone hold it */
	uint8_t offb;		/* a varoff pointer whose offset lies in
				 * [(int64_t)lo, (int64_t)hi] */
	int32_t base;
	int64_t off;
	uint64_t v[NV];
	uint64_t lo, hi;
	int32_t sym;
	int64_t delta;
	uint64_t orm;
};

#define NSLOT 64		/* 8-byte stack slots tracked: r10-512..r10-8 */

struct state {
	uint8_t reach;
	uint8_t live;		/* prototype: a frame held, not yet freed or suspended */
	int32_t fbase;		/* base whose header hdr[] tracks, -1: none */
	struct aval r[11];
	struct aval stk[NSLOT];
	struct aval hdr[3];	/* contents of the frame at 0, 8 and 16 */
	int8_t lk[NLK];		/* regions open (LK_MIXED: on some paths) */
	int32_t lk_site[NLK];
};
#define LK_MIXED 100

/* R_ASYNC: a continuation the kernel calls with the frame as a map value,
 * a bpf_timer or bpf_wq callback (map, key, frame): docs/ABI.md section 10. */
enum role { R_NONE, R_START, R_RESUME, R_DESTROY, R_CONT, R_ASYNC };

struct mark {		/* base is a frame of coroutine coro */
	int32_t base;
	int coro;
	int site;		/* insn (in the function's section) that showed it */
	int how;		/* 0: passed to a piece, 1: passed to a function, 2: token store */
};

struct func {
	const char *name;
	int sec;
	int start, end;		/* [start, end) instruction indices in sec */
	uint32_t btf_id;	/* its BTF FUNC, 0 if unknown */
	enum role role;
	int coro;		/* coroutine it is a piece of, -1 */
	int param_frame[6];	/* coroutine whose frame param i is, -1 */
	int param_site[6];
	struct mark *marks;
	int nmarks;
	int8_t lk_delta[NLK];	/* net regions opened (summary for callers) */
	int called;		/* some call instruction targets it */
	int alloc_site;		/* prototype: first bpf_coro_frame_alloc call, -1 */
	uint64_t alloc_size;	/* its constant size, 0 if not constant */
	int cont_from;		/* prototype: function storing its address, -1 */
	int cont_site;
	int cont;		/* prototype: the kernel calls it with a frame (its
				 * address is taken): a continuation */
};

struct coro {
	const char *name;
	uint32_t start_id, frame_id;
	const char *resume_name, *destroy_name;
	int start, resume, destroy;	/* func indices, -1 if missing */
	int async[3];			/* the timer, bpf_wq and bpf_task_work
					 * continuations (coro_timer_cont,
					 * coro_wq_cont, coro_tw_cont), -1 */
	uint32_t frame_size;		/* 0: unknown (no BTF) */
	uint32_t *dom;
	const char **dom_name;
	int ndom;			/* -1: no enum recorded */
	uint64_t tok_resume, tok_destroy;
	int inlined;			/* start or resume never called (inlined) */
	int stubs;			/* 1 start, 2 resume: tagged coro_inlined,
					 * their own code a stub (ABI section 1) */
	int proto;			/* lowered for the kernel prototype: start
					 * allocates the frame, resume and destroy
					 * are (void *frame) continuations */
};

struct model {
	struct obj *o;
	struct func *f;
	int nf;
	struct coro *c;
	int nc;
	int proto;		/* the object uses the prototype's kfuncs */
	int quiet;
	int errors;
};

/* diag.c */
void diag_loc(struct model *m, int sec, int insn, char *buf, size_t n);
void diag(struct model *m, const char *kind, int sec, int insn, const char *coro,
	  const char *fmt, ...) __attribute__((format(printf, 6, 7)));
void diag_flush(struct model *m);

/* interp.c */
struct ictx {
	struct model *m;
	struct func *f;
	int fi;
	struct state *in;	/* per instruction of f, indexed from f->start */
	int force_index;	/* destroy check: the index holds force_value */
	uint32_t force_value;
	int record;		/* record marks and continuations */
	int changed;		/* a mark or param changed */
	int *visits;		/* joins per instruction, for widening */
};
int interp(struct ictx *c);
const char *kfunc_name(struct model *m, int sec, int pc);
int call_target(struct model *m, int sec, int pc);	/* func index, -1 */
int func_address(struct model *m, int sec, int pc);	/* ld_imm64 of a function */
int is_suspend_kfunc(struct model *m, const char *name, int *argno);
int suspend_arg(struct model *m, const char *name, const struct state *st, int *argno);
int proto_start(const struct model *m, const struct func *f);
struct suspend_kfunc {
	const char *name;
	int arg;		/* 1..5: the register that takes the frame */
};
extern struct suspend_kfunc suspend_kfuncs[64];
extern int nsuspend_kfuncs;
int lock_effect(struct model *m, int sec, int pc, int *kind);

#endif
