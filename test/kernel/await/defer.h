/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * defer.h - what defer.bpf.c and its loader defer_test.c share.
 */
#ifndef __DEFER_H
#define __DEFER_H

enum defer_op {
	DEFER_START = 1,
	DEFER_RESUME = 2,
	DEFER_DESTROY = 3,
	/*
	 * Two operations in one invocation, so that the work item the first
	 * queues on this CPU has (almost always) not run yet when the second
	 * comes: status, index are the first's; status2, index2 the second's.
	 */
	DEFER_START_DESTROY = 4,  /* start, then destroy */
	DEFER_START_DELETE = 5,   /* start, then delete the map element */
	DEFER_RESUME_TWICE = 6,   /* resume, then resume again */
};

/* The context of the drivers: one operation on one frame. */
struct defer_args {
	int op;		/* enum defer_op */
	int key;	/* which frame of the driver's map */
	long in;	/* resume: what the pending suspension returns */
	int n;		/* start: how many defers / bytes */
	int status2;	/* the second operation's status */
	unsigned long long uptr; /* start: a user buffer to copy from */
	int status;	/* what start/resume/destroy returned */
	unsigned int index; /* the frame's __coro_index afterwards */
	long out;	/* the value out */
	int no_frame;	/* the lookup failed */
	unsigned int index2; /* __coro_index after the second operation */
};

/* What the coroutines count, in .bss (the global `dcounts`). */
struct defer_counts {
	long copied[4];	/* copy: bytes summed per frame key */
	long copy_err[4]; /* copy: bpf_copy_from_user's result, if not 0 */
	long after[4];	/* copy: runs of the code after the defer */
	long hruns;	/* hcopy: runs after the defer */
	long loops;	/* loop: defers continued */
	long yields;	/* mixed: yields continued by a program */
};

#endif /* __DEFER_H */
