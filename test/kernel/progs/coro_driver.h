/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * coro_driver.h - CORO_DRIVER(), the SEC("syscall") program through which
 * the loader runs one operation (struct coro_args.op) on one frame of an
 * array map per BPF_PROG_TEST_RUN.
 *
 *	CORO_DRIVER(drive_sum, sum_frames, sum, sum(args->arg[0]))
 *
 * defines program drive_sum: it looks up frame args->key of sum_frames and
 * starts (as sum(arg[0])), resumes (with args->in) or destroys coroutine sum
 * on it, then reports the status, the value out and the frame's index.
 */
#ifndef __CORO_DRIVER_H
#define __CORO_DRIVER_H

#define CORO_DRIVER(prog, map, fn, start_call)				\
SEC("syscall")								\
int prog(struct coro_args *args)					\
{									\
	__u32 key = args->key;						\
	long out = 0;							\
	void *frame;							\
	int st;								\
									\
	frame = bpf_map_lookup_elem(&map, &key);			\
	if (!frame) {							\
		args->status = CORO_NO_FRAME;				\
		return 0;						\
	}								\
	switch (args->op) {						\
	case CORO_OP_START:						\
		st = bpf_coro_start(frame, start_call, &out);		\
		break;							\
	case CORO_OP_RESUME:						\
		st = bpf_coro_resume(fn, frame, args->in, &out);	\
		break;							\
	case CORO_OP_DESTROY:						\
		st = bpf_coro_destroy(fn, frame);			\
		break;							\
	default:							\
		st = CORO_BAD_OP;					\
		break;							\
	}								\
	args->status = st;						\
	args->out = out;						\
	args->index = bpf_coro_index(frame);				\
	return 0;							\
}

/* An array map of n frames of coroutine fn. */
#define CORO_FRAME_ARRAY(name, fn, n)					\
struct {								\
	__uint(type, BPF_MAP_TYPE_ARRAY);				\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(fn));				\
	__uint(max_entries, n);						\
} name SEC(".maps")

#endif /* __CORO_DRIVER_H */
