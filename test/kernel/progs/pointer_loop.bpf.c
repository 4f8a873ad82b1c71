// SPDX-License-Identifier: GPL-2.0
/*
 * pointer_loop.bpf.c - pointers into a local carried around a loop with a
 * suspension: a phi over &a[0] and a select over the phi itself
 * (pointer_loop), a phi over &a[1] and the phi plus 2 (pointer_step). The
 * split turns them into offsets as it does a phi over addresses.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long pointer_loop(void)
{
	__u64 a[4] = {};
	__u64 *p = &a[0];

	for (int i = 0; i < 2; i++)
		if (bpf_coro_yield(1))
			p = &a[3];
	*p = 7;
	return a[0] + a[3] * 2;
}

CORO_FRAME_ARRAY(pointer_loop_frames, pointer_loop, 1);

CORO_DRIVER(drive_pointer_loop, pointer_loop_frames, pointer_loop,
	    pointer_loop())

__bpf_coro static long pointer_step(void)
{
	__u32 a[8] = {};
	__u32 *p = &a[1];

	for (int i = 0; i < 3; i++) {
		*p += bpf_coro_yield(i);
		p += 2;
	}
	return a[0] + a[1] * 2 + a[3] * 3 + a[5] * 4 + a[7] * 5;
}

CORO_FRAME_ARRAY(pointer_step_frames, pointer_step, 1);

CORO_DRIVER(drive_pointer_step, pointer_step_frames, pointer_step,
	    pointer_step())

/* Stepped on some iterations only: the offset the resume reloads is no
 * recurrence, its range comes from the trip count times the step. */
__bpf_coro static long pointer_some_steps(void)
{
	long a[8] = {};
	long *p = &a[0];

	for (int i = 0; i < 3; i++) {
		if (bpf_coro_yield(i))
			p += 2;
		*p += 1;
	}
	return a[0] + a[2] * 10 + a[4] * 100 + a[6] * 1000;
}

CORO_FRAME_ARRAY(pointer_some_steps_frames, pointer_some_steps, 1);

CORO_DRIVER(drive_pointer_some_steps, pointer_some_steps_frames,
	    pointer_some_steps, pointer_some_steps())

/* A pointer stepped down and a counter stepped by 3 beside the loop's
 * counter, *p read on both sides of the yield: after a resume both are
 * computed from i (SteppedTogether.cpp), so the next *p is as bounded as i
 * is when i + 1 < 8 ends the loop. */
__bpf_coro static long stepped_beside(long n)
{
	long t[8];
	long s = 0, *p = &t[7];
	int j = 1;

	for (int k = 0; k < 8; k++)
		t[k] = k * 5 + 2;
	for (int i = 0; i < 8; i++, p--, j += 3) {
		long b = bpf_coro_yield(*p + j);

		s = s * 3 + b * *p + j;
	}
	return s + n;
}

CORO_FRAME_ARRAY(stepped_beside_frames, stepped_beside, 1);

CORO_DRIVER(drive_stepped_beside, stepped_beside_frames, stepped_beside,
	    stepped_beside(args->arg[0]))

/* A counter from -20 to 20 indexing a local (`t[i + 20]`): 41 values, more
 * than a resume splits a counter below zero into; the checked range reaches
 * BPFCoroIndexMask, which indexes from the array's lowest element. */
__bpf_coro static long negative_index(long n)
{
	long t[41];
	long s = 0;

	for (int k = 0; k < 41; k++)
		t[k] = k * 7 + 1;
	for (int i = -20; i <= 20; i++)
		s = s * 3 + t[i + 20] * bpf_coro_yield(i);
	return s + n;
}

CORO_FRAME_ARRAY(negative_index_frames, negative_index, 1);

CORO_DRIVER(drive_negative_index, negative_index_frames, negative_index,
	    negative_index(args->arg[0]))
