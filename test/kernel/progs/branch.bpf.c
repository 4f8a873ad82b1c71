// SPDX-License-Identifier: GPL-2.0
/*
 * branch.bpf.c - suspensions inside both arms of an if: sel != 0 suspends
 * once, sel == 0 twice; the loader takes each arm in its own frame.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int branch(int sel)
{
	long r;

	if (sel) {
		r = bpf_coro_yield(100) + 1;
	} else {
		r = bpf_coro_yield(200) * 2;
		r += bpf_coro_yield(300);
	}
	return r + sel;
}

CORO_FRAME_ARRAY(branch_frames, branch, 2);

CORO_DRIVER(drive_branch, branch_frames, branch, branch(args->arg[0]))
