// SPDX-License-Identifier: GPL-2.0
/*
 * count_down_floor.bpf.c - a count-down clamped to [0, 2] from a call's
 * result, with a `continue` that LLVM makes an inner loop of its own,
 * around two suspensions. LLVM tests the count `!= 0`, and nothing but
 * that test keeps it from going below 0: the resume reloaded it checked
 * against nothing below (extended fuzz seed 923) or against
 * ScalarEvolution's [-2, 2] (seed 970), and every verifier counted it
 * down for ever. Now the resume splits it into the two values it can
 * have, 1 and 2, which 6.1's verifier needs too: from a range it does not
 * learn that `n - 1 != 0` ends the loop.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 x, __u64 y)
{
	return (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;
}

__bpf_coro static long count_down_floor(long a, long b)
{
	__u64 v3 = (__u32)b;
	__u64 v1 = 0;
	int n = (int)mix(a, b);

	if (n > 2)
		n = 2;
	if (n < 0)
		n = 0;
	while (n-- > 0) {
		if (v3 < (__u64)(n + 1))
			continue;
		v1 += bpf_coro_yield(v1);
		v3 = bpf_coro_yield(n + 1);
	}
	return (long)(v1 ^ v3);
}

CORO_FRAME_ARRAY(count_down_floor_frames, count_down_floor, 1);

CORO_DRIVER(drive_count_down_floor, count_down_floor_frames, count_down_floor,
	    count_down_floor(args->arg[0], args->arg[1]))
