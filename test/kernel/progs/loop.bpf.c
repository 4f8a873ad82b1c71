// SPDX-License-Identifier: GPL-2.0
/*
 * loop.bpf.c - a suspension inside a loop: sum(n) yields 0..n-1 and returns
 * the sum of the n values it is resumed with. 64 frames let the loader keep
 * many coroutines alive at once, each at its own iteration.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORO_FRAME_ARRAY(sum_frames, sum, 64);

CORO_DRIVER(drive_sum, sum_frames, sum, sum(args->arg[0]))
