/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * await.h - what await.bpf.c and its loader await_test.c share.
 */
#ifndef __AWAIT_H
#define __AWAIT_H

enum await_op { AWAIT_START = 1, AWAIT_RESUME = 2, AWAIT_DESTROY = 3 };

/* The context of the SEC("syscall") drivers: one operation on one frame. */
struct await_args {
	int op;		/* enum await_op */
	int key;	/* which frame of the driver's map */
	long in;	/* resume: what the pending suspension returns */
	int n;		/* start: how many sleeps */
	int ns;		/* start: how long each */
	int status;	/* what start/resume/destroy returned */
	long out;	/* the value out */
	unsigned int index; /* the frame's __coro_index afterwards */
	int no_frame;	/* the lookup failed */
};

/* What the coroutines count, in .bss (the global `counts`). */
struct await_counts {
	long naps[4];	/* sleeps of nap on frame key, finished */
	long hnaps;	/* sleeps of hnap finished */
	long by_prog;	/* race: sleeps a program resume woke */
	long by_timer;	/* race: sleeps the timer woke */
	long lnaps;	/* sleeps of lnap finished */
};

/* The record nap writes to the ring buffer when it finishes. */
struct await_rec {
	int key;
	int n;
	long woke;	/* the sum of what its sleeps returned */
};

#endif /* __AWAIT_H */
