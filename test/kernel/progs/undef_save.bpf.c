// SPDX-License-Identifier: GPL-2.0
/*
 * undef_save.bpf.c - a value saved at a suspension where it is not yet
 * defined on every path (poison until a loop has run), whose range is
 * re-checked on resume. Found by the differential fuzzer: it passed on an
 * all-zero frame and returned CORRUPT on a frame reused after DONE or
 * destroy, whose save area held bytes of an earlier run.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "../coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long undef_save(__s8 p0, int p1, long p2)
{
	__s8 v1 = 0;
	unsigned long v3 = bpf_coro_yield(0);
	__s64 v5 = 0;
	__u32 a[6] = { 1, (__u32)p2, 3, (__u32)p0, 5, 6 };
	__u32 *p = &a[0];

	(void)v3;
	(void)p1;
	for (__s64 i = -42; i < -39; i += 1) {
		v1 = 1;
		p = &a[1];
	}
	if (bpf_coro_yield(v5))
		p0 = (__s8)bpf_coro_yield(0);
	else if (v1)
		for (int j = 0; j < 3; j++)
			p = &a[0];
	v1 = (__s8)*p;
	__u64 hh = v1;
	for (__u32 k = 0; k < 6; k++)
		hh = (hh ^ a[k]) * 0x100000001b3ULL;
	return (long)hh;
}

CORO_FRAME_ARRAY(undef_save_frames, undef_save, 1);
CORO_DRIVER(drive_undef_save, undef_save_frames, undef_save,
	    undef_save(args->arg[0], args->arg[2], args->arg[1]))
/* (p2 second: run_like_host starts with two arguments) */
