/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * coro_test.h - what the kernel tests' BPF programs (progs/) and their loader
 * (coro_test.c) share: the context of the SEC("syscall") driver programs.
 *
 * Every test drives its coroutine with BPF_PROG_TEST_RUN of a syscall program.
 * The kernel copies the context in before the run and back out after it, so
 * one struct carries the request (op, key, in, arg) in and the result
 * (status, out, index) out.
 */
#ifndef __CORO_TEST_H
#define __CORO_TEST_H

#include <linux/types.h>

enum coro_op {
	CORO_OP_START = 1,	/* bpf_coro_start(frame, fn(arg[0..2]), &out)  */
	CORO_OP_RESUME = 2,	/* bpf_coro_resume(fn, frame, in, &out)        */
	CORO_OP_DESTROY = 3,	/* bpf_coro_destroy(fn, frame)                 */
};

/* Statuses the driver reports besides those of bpf_coro.h. */
#define CORO_NO_FRAME	(-2)	/* args.key has no frame in the map */
#define CORO_BAD_OP	(-3)	/* args.op is none of enum coro_op  */

struct coro_args {
	__u32 op;	/* in:  enum coro_op                              */
	__u32 key;	/* in:  which frame of the program's map          */
	__s64 in;	/* in:  value the pending bpf_coro_yield() returns */
	__s64 arg[3];	/* in:  the coroutine's parameters, for START      */
	__s32 status;	/* out: enum bpf_coro_status (or CORO_NO_FRAME)    */
	__u32 index;	/* out: the frame's __coro_index after the call    */
	__s64 out;	/* out: the yielded or returned value              */
};

#ifndef __BPF_CORO_H__
/* User space: the same values as runtime/bpf_coro.h, which is BPF-only. */
enum bpf_coro_status {
	BPF_CORO_DONE = 0,
	BPF_CORO_SUSPENDED = 1,
	BPF_CORO_BUSY = -16,
	BPF_CORO_INVALID = -22,
	BPF_CORO_CORRUPT = -117,
};

#define BPF_CORO_INDEX_NOT_STARTED 0u
#define BPF_CORO_INDEX_DONE 0xfffffffeu
#define BPF_CORO_INDEX_RUNNING 0xffffffffu

/* The fixed frame header (docs/ABI.md). */
#define CORO_HDR_RESUME_FN	0	/* u64 token of fn__coro_resume  */
#define CORO_HDR_DESTROY_FN	8	/* u64 token of fn__coro_destroy */
#define CORO_HDR_INDEX		16	/* u32 state                     */
#define CORO_MAX_FRAME		512
#endif

#endif /* __CORO_TEST_H */
