// SPDX-License-Identifier: GPL-2.0
/*
 * counter.bpf.c - an endless generator for the concurrency stress test:
 * every resume yields the next integer, so a lost or doubled resume shows
 * as a missing or repeated value.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int counter(int first)
{
	long n = first;

	for (;;)
		bpf_coro_yield(n++);
}

CORO_FRAME_ARRAY(counter_frames, counter, 4);

CORO_DRIVER(drive_counter, counter_frames, counter, counter(args->arg[0]))
