// SPDX-License-Identifier: GPL-2.0
/*
 * ne_exit.bpf.c - a loop counter that leaves its loop through `!=`: in the
 * loop's header i is in [0, 4], and only i != 4 makes it an index of a[4].
 * The range checked after a resume must be [0, 3].
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long ne_exit(void)
{
	__u32 a[4] = {};

	for (__u32 i = 0; i != 4; i++)
		for (int j = 0; j < 2; j++)
			a[i] += (__u32)bpf_coro_yield(i);
	return a[0] + a[1] + a[2] + a[3];
}

CORO_FRAME_ARRAY(ne_exit_frames, ne_exit, 1);

CORO_DRIVER(drive_ne_exit, ne_exit_frames, ne_exit, ne_exit())
