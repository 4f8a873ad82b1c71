// SPDX-License-Identifier: GPL-2.0
/*
 * again.bpf.c - two suspensions one right after the other in a loop made
 * of goto: after the second, g (in [0, 4]) indexes a[g + 1] again, which
 * LLVM sign-extends, so the verifier needs g's range there too.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long again(__s32 p0)
{
	__u8 a[16] = {};
	__s32 b[16] = {};
	__u32 v = 0, g = 0;

again:
	if (p0) {
		bpf_coro_yield(1);
		a[g + 1] = (__u8)bpf_coro_yield(2);
	}
	if ((b[v] || a[g]) && ++g < 5)
		goto again;
	return a[1] + a[2] * 3 + a[3] * 5 + a[4] * 7 + a[5] * 11;
}

CORO_FRAME_ARRAY(again_frames, again, 1);

CORO_DRIVER(drive_again, again_frames, again, again(args->arg[0]))
