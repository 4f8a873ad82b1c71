// SPDX-License-Identifier: GPL-2.0
/*
 * basic.bpf.c - two straight-line coroutines in one object. straight() is
 * the work horse of the lifecycle and error tests (destroy, INVALID, BUSY,
 * CORRUPT); echo() passes 64-bit and negative values in and out.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

/* Two suspension points in a row; a is live across both. */
__bpf_coro static int straight(int a)
{
	long x = bpf_coro_yield(a + 1);
	long y = bpf_coro_yield(x * 2);

	return a + x + y;
}

/* Each yield hands out a function of what the previous resume passed in. */
__bpf_coro static int echo(long first)
{
	long v;

	v = bpf_coro_yield(first);
	v = bpf_coro_yield(v + 1000);
	v = bpf_coro_yield(-v);
	return v * 3;
}

CORO_FRAME_ARRAY(straight_frames, straight, 8);
CORO_FRAME_ARRAY(echo_frames, echo, 8);

CORO_DRIVER(drive_straight, straight_frames, straight, straight(args->arg[0]))
CORO_DRIVER(drive_echo, echo_frames, echo, echo(args->arg[0]))

/* A second program on the same frames: start in one, resume in the other. */
CORO_DRIVER(drive_straight_again, straight_frames, straight,
	    straight(args->arg[0]))
