// SPDX-License-Identifier: GPL-2.0
/*
 * count_down.bpf.c - `while (n-- > 0)` over a count a resume only knows as
 * a range: the loop tests n and goes on with n - 1. Compiled as it comes,
 * the test is of one register and the next iteration's n another, which
 * 6.12's verifier does not narrow with the first: it walked n - 1 down for
 * ever and refused the program ("BPF program is too large", "The sequence
 * of 8193 jumps is too complex": extended fuzz seeds 69, 98, 173, 474).
 * The first loop uses n - 1 only as the next n, the second in its body too.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 x)
{
	return (x ^ (x >> 29)) * 0x9e3779b97f4a7c15ULL;
}

__bpf_coro static long count_down(long a)
{
	__u32 arr[4] = { 1, 2, 3, 4 };
	__u64 v = (__u64)bpf_coro_yield(a);
	int n = (int)a;

	if (n > 3)
		n = 3;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		arr[mix(arr[v & 3] - (__u64)(n + 1)) & 3] = (__u32)mix(v);
	v += (__u64)bpf_coro_yield(arr[0]);
	n = (int)(v - (__u64)a);
	if (n > 4)
		n = 4;
	if (n < 0)
		n = 0;
	while (n-- > 0) {
		if ((__u32)v != arr[n & 3])
			v = (v << 7) ^ mix((__u64)a);
		else
			v = v % ((v & 7) + 1);
	}
	return (long)(v ^ arr[0] ^ ((__u64)arr[1] << 8) ^
		      ((__u64)arr[2] << 16) ^ ((__u64)arr[3] << 24));
}

CORO_FRAME_ARRAY(count_down_frames, count_down, 1);

CORO_DRIVER(drive_count_down, count_down_frames, count_down,
	    count_down(args->arg[0]))
