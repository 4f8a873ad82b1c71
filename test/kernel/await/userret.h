/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * userret.h - what userret.bpf.c and await_test.c share.
 */
#ifndef __USERRET_H
#define __USERRET_H

enum userret_op {
	UR_START = 1,
	UR_RESUME = 2,
	/* Two operations in one invocation, before this task's return to
	 * user space runs the task work the first scheduled: status, index
	 * are the first's; status2, index2 the second's. */
	UR_START_DESTROY = 3,	/* start, then destroy */
	UR_START_DELETE = 4,	/* start, then delete the map element */
	UR_RESUME_TWICE = 5,	/* resume, then resume again */
	UR_START_DESTROY_START = 6, /* start, destroy, start again */
};

/* The context of the drivers: one operation on one frame. */
struct userret_args {
	int op;		/* enum userret_op */
	int key;	/* which frame of the driver's map */
	long in;	/* resume: what the pending suspension returns */
	int n;		/* start: the coroutine's parameter */
	int status;	/* what start/resume/destroy returned */
	unsigned long long uptr; /* start: a user buffer to copy from */
	unsigned int index; /* the frame's __coro_index afterwards */
	int status2;	/* the second operation's status */
	long out;	/* the value out */
	unsigned int index2; /* __coro_index after the second operation */
	int no_frame;	/* the lookup failed */
	int status3;	/* the third operation's status */
};

/* What the coroutines count, in .bss (the global `ucounts`). */
struct userret_counts {
	unsigned int tid_before[4]; /* where: the thread that started it */
	unsigned int tid_after[4];  /* the thread the continuation ran in */
	long copied[4];		/* where: the bytes of the user buffer, summed */
	long ustack[4];		/* where: bytes of user stack taken there */
	long hruns;		/* hret: runs after the await */
	long loops;		/* loop: continuations run */
};

#endif /* __USERRET_H */
