/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * corpus.h - what the corpus's run inputs (test/corpus/run/) share with
 * their runner (corpus_test.c).
 *
 * A run input defines a SEC("syscall") program named `step` that does one
 * operation per BPF_PROG_TEST_RUN on a frame, with struct corpus_args as its
 * context. Most inputs write it in one line:
 *
 *	CORPUS_ARRAY(frames, sum);
 *	CORPUS_DRIVER(frames, sum, sum(A0));
 *
 * and declare what the runner must see in a RUN comment, steps separated by
 * ';' (several RUN lines are joined):
 *
 *	// RUN: start 3 -> SUSPENDED 0; resume 5 -> DONE 8
 *
 * A step is `start [a0 [a1 [a2 [a3]]]]`, `resume <in>` or `destroy`,
 * optionally suffixed @N to set corpus_args.which (for inputs with several
 * coroutines, whose driver switches on it), then `->` and the expected status
 * (DONE, SUSPENDED, BUSY, INVALID, CORRUPT or a number) and, optionally, the
 * expected value out. `poke <member> <value>` writes value into the member
 * of that name of the first frame map's frame 0 from user space, as BTF
 * lays it out (what a hostile or buggy loader can do). corpus_test.c's header says what else the runner
 * checks (the frame never left RUNNING, restarts).
 */
#ifndef __CORPUS_H
#define __CORPUS_H

#include <linux/types.h>

enum corpus_op {
	CORPUS_OP_START = 1,
	CORPUS_OP_RESUME = 2,
	CORPUS_OP_DESTROY = 3,
};

/* Statuses a driver reports besides those of bpf_coro.h. */
#define CORPUS_NO_FRAME (-1000)	/* the frame's lookup failed */
#define CORPUS_BAD_OP (-1001)	/* op or which not handled   */

struct corpus_args {
	__u32 op;	/* in:  enum corpus_op                            */
	__u32 which;	/* in:  which coroutine of the input (step@N)     */
	__u32 key;	/* in:  which frame (always 0 today)              */
	__u32 pad;
	__s64 in;	/* in:  value the pending bpf_coro_yield() returns */
	__s64 arg[4];	/* in:  start's arguments                         */
	__s32 status;	/* out: the status of the call                    */
	__u32 index;	/* out: the frame's __coro_index after the call    */
	__s64 out;	/* out: the value out                              */
};

#ifdef __BPF_CORO_H__

#define A0 (__corpus_a->arg[0])
#define A1 (__corpus_a->arg[1])
#define A2 (__corpus_a->arg[2])
#define A3 (__corpus_a->arg[3])

/* An array map with one frame of coroutine fn. */
#define CORPUS_ARRAY(name, fn)						\
struct {								\
	__uint(type, BPF_MAP_TYPE_ARRAY);				\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(fn));				\
	__uint(max_entries, 1);						\
} name SEC(".maps")

/*
 * CORPUS_OP_ON(frame_expr, fn, start_call): one operation of the request
 * __corpus_a on the frame frame_expr evaluates to (a statement).
 */
#define CORPUS_OP_ON(frame_expr, fn, start_call)			\
	do {								\
		long __co_out = 0x5a5a;					\
		void *__co_f = (frame_expr);				\
		int __co_st;						\
									\
		if (!__co_f) {						\
			__corpus_a->status = CORPUS_NO_FRAME;		\
			break;						\
		}							\
		switch (__corpus_a->op) {				\
		case CORPUS_OP_START:					\
			__co_st = bpf_coro_start(__co_f, start_call,	\
						 &__co_out);		\
			break;						\
		case CORPUS_OP_RESUME:					\
			__co_st = bpf_coro_resume(fn, __co_f,		\
						  __corpus_a->in,	\
						  &__co_out);		\
			break;						\
		case CORPUS_OP_DESTROY:					\
			__co_st = bpf_coro_destroy(fn, __co_f);		\
			break;						\
		default:						\
			__co_st = CORPUS_BAD_OP;			\
			break;						\
		}							\
		__corpus_a->status = __co_st;				\
		__corpus_a->out = __co_out;				\
		__corpus_a->index = bpf_coro_index(__co_f);		\
	} while (0)

/* The same on frame __corpus_a->key of array or hash map `map`. */
#define CORPUS_OP(map, fn, start_call)					\
	CORPUS_OP_ON(({ __u32 __co_k = __corpus_a->key;		\
			bpf_map_lookup_elem(&map, &__co_k); }),		\
		     fn, start_call)

/* The driver program of an input with one coroutine on map. */
#define CORPUS_DRIVER(map, fn, start_call)				\
SEC("syscall")								\
int step(struct corpus_args *__corpus_a)				\
{									\
	CORPUS_OP(map, fn, start_call);					\
	return 0;							\
}

/* Opens a driver program written by hand (close it with CORPUS_END). */
#define CORPUS_BEGIN							\
SEC("syscall")								\
int step(struct corpus_args *__corpus_a)				\
{
#define CORPUS_WHICH (__corpus_a->which)
#define CORPUS_FAIL() (__corpus_a->status = CORPUS_BAD_OP)
#define CORPUS_END							\
	return 0;							\
}

#endif /* __BPF_CORO_H__ */

#endif /* __CORPUS_H */
