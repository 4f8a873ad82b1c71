// SPDX-License-Identifier: GPL-2.0
/*
 * count_clamped_after_resume.bpf.c - a count saved across a suspension,
 * clamped to [0, 2] after the resume and counted down in a loop without
 * one (extended fuzz seed 455, reduced). The code generator lowers the
 * clamp as `w5 = w2; if w2 < 2 goto +1; w5 = 2`, and 6.1's verifier does
 * not link a 32-bit copy to its source: the branch left the copy as
 * reloaded and 6.1 counted it down from 0x7fffffff (refused, 1M
 * instructions; the 16-bit count below loaded after 295177). A count is
 * now chosen among 64-bit registers, `r5 = r2`, which every verifier
 * links. Two coroutines: the count an int and a __s16.
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

#define CLAMPED_AFTER_RESUME(name, type)				\
__bpf_coro static long name(long a, long b)				\
{									\
	type v = (type)mix(a, b);					\
	__u64 acc = (__u64)b;						\
	int n;								\
									\
	acc += bpf_coro_yield(acc);					\
	n = v;								\
	if (n > 2)							\
		n = 2;							\
	if (n < 0)							\
		n = 0;							\
	while (n-- > 0)							\
		acc = acc / (((acc >> 50) & 7) + 1) + (__u64)v;		\
	return (long)acc;						\
}

CLAMPED_AFTER_RESUME(clamp_int, int)
CLAMPED_AFTER_RESUME(clamp_s16, __s16)

CORO_FRAME_ARRAY(clamp_int_frames, clamp_int, 1);
CORO_FRAME_ARRAY(clamp_s16_frames, clamp_s16, 1);

CORO_DRIVER(drive_clamp_int, clamp_int_frames, clamp_int,
	    clamp_int(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_clamp_s16, clamp_s16_frames, clamp_s16,
	    clamp_s16(args->arg[0], args->arg[1]))
