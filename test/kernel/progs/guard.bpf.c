// SPDX-License-Identifier: GPL-2.0
/*
 * guard.bpf.c - the guard docs/usage.md recommends for a loop bound that
 * comes from outside: n is checked against the array once, before the
 * loop, and the loop's only test is i < n. After a resume the verifier must
 * learn n <= 16 before i < n to bound i.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long guarded(int n)
{
	long arr[16] = {};
	long s = 0;

	if (n < 0 || n > 16)
		return -1;
	for (int i = 0; i < n; i++)
		arr[i] = bpf_coro_yield(i);
	for (int i = 0; i < 16; i++)
		s += arr[i] * (i + 1);
	return s;
}

CORO_FRAME_ARRAY(guarded_frames, guarded, 1);

CORO_DRIVER(drive_guarded, guarded_frames, guarded, guarded(args->arg[0]))
