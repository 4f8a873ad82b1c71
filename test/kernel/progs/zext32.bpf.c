// SPDX-License-Identifier: GPL-2.0
/*
 * zext32.bpf.c - two count-downs clamped to [0, 4] after a suspension,
 * each from a 32-bit value the verifier did not know to be 32 bits wide,
 * which 6.18's verifier walked until it gave up ("The sequence of 8193
 * jumps is too complex"). div_clamp's count is a quotient: a value saved
 * narrow comes back zero-extended and LLVM divides in 32 bits, after which
 * the verifier knows nothing of the register's upper half, so the bound
 * tested in 32 bits never reached the 64-bit counter (extended fuzz seed
 * 8846); now `w = w` follows the division (BPFCoroZext32). trunc_clamp's
 * is a 64-bit value cut to int and clamped on one way, a constant on the
 * other: the backend's copy for the clamp was not linked to the register
 * it tested (seed 8435); now the clamp reaching the loop through that
 * merge chooses among 64-bit registers too (BPFCoroExitTest).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long div_clamp(long a, long b)
{
	__u64 s = (__u64)a & 0x3ffff;
	__u64 acc = (__u64)b;
	int n;

	acc += bpf_coro_yield(acc);
	n = (int)(s / ((acc & 7) + 1));
	if (n > 4)
		n = 4;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		acc = acc * 3 + (acc >> 7) + n;
	return (long)acc;
}

__bpf_coro static long trunc_clamp(long a, long b)
{
	__u64 acc = (__u64)b;
	int n;

	acc += bpf_coro_yield(acc);
	n = (acc & 7) != 7 ? (int)(acc & 8 ? a : (long)(acc >> 4)) : 7 << 18;
	if (n > 4)
		n = 4;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		acc = acc * 3 + (acc >> 7) + n;
	return (long)acc;
}

CORO_FRAME_ARRAY(div_clamp_frames, div_clamp, 1);
CORO_FRAME_ARRAY(trunc_clamp_frames, trunc_clamp, 1);

CORO_DRIVER(drive_div_clamp, div_clamp_frames, div_clamp,
	    div_clamp(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_trunc_clamp, trunc_clamp_frames, trunc_clamp,
	    trunc_clamp(args->arg[0], args->arg[1]))
