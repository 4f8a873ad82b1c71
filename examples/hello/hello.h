/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * hello.h - what hello.bpf.c and its loader hello.c share: the context of
 * the "hello" syscall program. The loader fills in the request, the
 * program the result; the kernel copies it in and back out for every run.
 */
#ifndef __HELLO_H
#define __HELLO_H

#include <linux/types.h>

struct hello_args {
	__s32 guests;	/* in:  how many guests, when the greeter starts   */
	__s32 age;	/* in:  the next guest's age, when it is resumed   */
	__s32 status;	/* out: BPF_CORO_SUSPENDED (1) or BPF_CORO_DONE (0) */
	__u32 index;	/* out: the frame's __coro_index after the run     */
	__s64 out;	/* out: the value yielded or returned              */
};

#endif /* __HELLO_H */
