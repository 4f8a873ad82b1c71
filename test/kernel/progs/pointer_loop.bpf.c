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
