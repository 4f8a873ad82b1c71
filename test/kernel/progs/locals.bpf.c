// SPDX-License-Identifier: GPL-2.0
/*
 * locals.bpf.c - what must survive a suspension: locals of every integer
 * width and signedness (widths), arrays whose address a helper writes
 * through (stack_array) and parameters used after it (params).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * Receives one value of each width through eight resumes, so all eight are
 * live across the later suspensions, then yields them back one by one
 * (truncated and sign- or zero-extended by their types).
 */
__bpf_coro static int widths(int tag)
{
	__u8 u8v = bpf_coro_yield(1);
	__s8 s8v = bpf_coro_yield(2);
	__u16 u16v = bpf_coro_yield(3);
	__s16 s16v = bpf_coro_yield(4);
	__u32 u32v = bpf_coro_yield(5);
	__s32 s32v = bpf_coro_yield(6);
	__u64 u64v = bpf_coro_yield(7);
	__s64 s64v = bpf_coro_yield(8);

	bpf_coro_yield(u8v);
	bpf_coro_yield(s8v);
	bpf_coro_yield(u16v);
	bpf_coro_yield(s16v);
	bpf_coro_yield(u32v);
	bpf_coro_yield(s32v);
	bpf_coro_yield(u64v);
	bpf_coro_yield(s64v);
	return tag;
}

/* The source bpf_probe_read_kernel() copies into stack_array's buffers. */
__u32 pattern[4] = { 0x11111111, 0x22222222, 0x33333333, 0x44444444 };

/*
 * buf and bytes are filled through their addresses (a helper and memset)
 * before the suspension and read after it.
 */
__bpf_coro static int stack_array(int fill)
{
	__u32 buf[4];
	__u8 bytes[16];
	int s = 0;

	__builtin_memset(bytes, fill, sizeof(bytes));
	if (bpf_probe_read_kernel(buf, sizeof(buf), pattern) ||
	    bpf_probe_read_kernel(&bytes[8], 4, &pattern[2]))
		return -1;

	bpf_coro_yield(0);

	bpf_coro_yield(buf[0]);
	bpf_coro_yield(buf[1]);
	bpf_coro_yield(buf[2]);
	bpf_coro_yield(buf[3]);
	for (int i = 0; i < 16; i++)
		s += bytes[i];
	return s;
}

/* All three parameters are used only after the first suspension. */
__bpf_coro static int params(int a, long b, __u32 c)
{
	bpf_coro_yield(0);
	bpf_coro_yield(a);
	bpf_coro_yield(b);
	return c;
}

CORO_FRAME_ARRAY(widths_frames, widths, 1);
CORO_FRAME_ARRAY(stack_array_frames, stack_array, 1);
CORO_FRAME_ARRAY(params_frames, params, 1);

CORO_DRIVER(drive_widths, widths_frames, widths, widths(args->arg[0]))
CORO_DRIVER(drive_stack_array, stack_array_frames, stack_array,
	    stack_array(args->arg[0]))
CORO_DRIVER(drive_params, params_frames, params,
	    params(args->arg[0], args->arg[1], args->arg[2]))
