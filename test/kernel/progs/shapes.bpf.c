// SPDX-License-Identifier: GPL-2.0
/*
 * shapes.bpf.c - less common shapes of a coroutine: no parameters, a
 * struct and a pointer to a local live across suspensions, two suspensions
 * in one expression and inside a switch, a suspension in a nested loop, and
 * a large array (most of the 512-byte frame) live across a suspension.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int noargs(void)
{
	long a = bpf_coro_yield(1);

	return a + bpf_coro_yield(2);
}

/* The two yields of the sum may run in either order (C leaves it open). */
__bpf_coro static int in_expr(int k)
{
	long v = bpf_coro_yield(1) + bpf_coro_yield(2);

	switch (k) {
	case 0:
		v += bpf_coro_yield(10);
		break;
	case 1:
		v *= bpf_coro_yield(11);
		break;
	default:
		break;
	}
	return v;
}

/* Constant bounds. */
__bpf_coro static int nested(int base)
{
	long s = 0;

	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			s += bpf_coro_yield(base + i * 10 + j);
	return s;
}

/*
 * Variable bounds: the resumed code has the outer loop's back edge with i
 * and n read back from the frame; it loads because the split re-checks
 * `i < n` and `j < n`, which held at the suspension, after reloading them.
 */
__bpf_coro static int nested_n(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			s += bpf_coro_yield(i * 10 + j);
	return s;
}

/*
 * A coroutine driving another: outer starts inner on a frame of its own
 * map, suspends itself, and finishes inner when it is resumed. Frame
 * pointers do not cross outer's suspension: it looks inner's frame up again.
 */
__bpf_coro static int inner(int x)
{
	long a = bpf_coro_yield(x);

	return x + a;
}

/*
 * More than four values live at the suspension, so each is saved where it is
 * computed; the outer counter's next value is computed before the inner loop
 * (for arr[(i + 1) & 3]) and reaches the outer loop's phi from the inner
 * loop's header, which also enters the body again: it must not be saved
 * from there, or the suspension saves i + 1 for i.
 */
__bpf_coro static int early(int a, int b)
{
	long x = a * 3, y = b * 5, z = a ^ b, w = a + b;
	int arr[4] = { a, b, 0, 0 };
	long s = 0;

	for (int i = 0; i < 4; i++) {
		arr[(i + 1) & 3] = i;
		for (int j = 0; j < 3; j++) {
			if ((j + b) & 1)
				continue;
			s += bpf_coro_yield(i * 10 + j) + x + y + z + w;
		}
	}
	return s + arr[0] + arr[1] + arr[2] + arr[3];
}

/*
 * Pointers into locals chosen by a condition, live across suspensions: the
 * condition (a select) or a byte offset and a base number (a phi, which
 * jump threading makes of the same code) is saved and the address
 * recomputed after resuming; the verifier bounds it by the offset's
 * re-checked range.
 */
__bpf_coro static int choose(int a, int b)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u32 other[2] = { 100, 200 };
	__u32 *p = (a & 1) ? &arr[b & 3] : &arr[3];
	__u32 *q, *r;

	if (b & 2)
		q = &other[a & 1];
	else
		q = &arr[0];
	if (a & 2) {
		r = &arr[(a + b) & 3];
	} else {
		bpf_get_prandom_u32(); /* keeps the branch: a phi */
		r = &other[b & 1];
	}
	*p += bpf_coro_yield(*p);
	*q += bpf_coro_yield(*q);
	*r += bpf_coro_yield(*r);
	return arr[0] + arr[1] + arr[2] + arr[3] + other[0] + other[1];
}

/*
 * The differential fuzz test's seed 2696 (test/kernel/fuzz): more than four
 * values live at the first suspension of the loop, one computed before the
 * loop and so saved where it is computed; a later suspension in the loop
 * saves it at another offset and puts other values over its bytes. It must
 * not be left to that one early save: the way back to the first suspension
 * does not pass it again.
 */
__bpf_coro static long clobber(long a, long b)
{
	__s64 v0 = (__s64)(240);
	__s64 v1 = (__s64)(b);
	__u32 v2 = (__u32)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 872U, 645U };
	int n0 = (int)(((__u64)a >> 4) & 3) + 1;
	int n1 = (int)(((__u64)a >> 0) & 3) + 1;

	arr0[((4ULL << 20)) & 3] = (__u32)bpf_coro_yield(((v0 > v1) ? (__u64)arr0[v2 & 3] : ((__u64)v0 | (__u64)v0)));
	arr0[((__u64)(v1 >= v0)) & 3] = (__u32)bpf_coro_yield(0xc945f49b74cc7806ULL);
	v0 = (__s64)(((__u64)a & ((__u64)v1 | ((__u64)arr0[v1 & 3] ^ (__u64)v1))));
	for (int i0 = 0; i0 < 2; i0++) {
		v2 = (__u32)((__u64)v2 + (__u64)bpf_coro_yield(((v0 != 22) ? ((__u64)v2 << 33) : (__u64)a)));
		if ((bpf_coro_yield((__u64)(v2 <= v0)) & 2) == 0) {
			v1 = (__s64)((__u64)((__s64)((__u64)(((13ULL) & 7) > 1)) >> 30));
			arr0[(((__u64)v2 >> 51)) & 3] = (__u32)bpf_coro_yield((__u64)(i0 + 1));
		}
	}
	return (long)(((v0 < 4) ? (14ULL >> 52) : (__u64)(v2 <= v0)) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1);
}

CORO_FRAME_ARRAY(inner_frames, inner, 1);

__bpf_coro static int outer(int k)
{
	__u32 zero = 0;
	long v = 0;
	void *f = bpf_map_lookup_elem(&inner_frames, &zero);

	if (!f || bpf_coro_start(f, inner(k), &v) != BPF_CORO_SUSPENDED)
		return -1;
	v = bpf_coro_yield(v);
	f = bpf_map_lookup_elem(&inner_frames, &zero);
	if (!f || bpf_coro_resume(inner, f, v, &v) != BPF_CORO_DONE)
		return -2;
	return v;
}

/*
 * More values live across each point than BPF has callee-saved registers:
 * the split stores each right after it is computed (phi inputs at the end
 * of their blocks) instead of all at the suspension. Eight values read from
 * memory (not recomputable), merged through branches, in a loop with two
 * points. coro_test.c has the same function for the host.
 */
volatile long many_src[8] = { 3, 5, 7, 11, 13, 17, 19, 23 };

__bpf_coro static long many(long seed)
{
	long a = seed, b = seed * 3;

	for (int r = 0; r < 3; r++) {
		long c = many_src[0] + a, d = many_src[1] ^ b;
		long e = many_src[2] * c, f = many_src[3] - d;
		long g, h, in, in2;

		if ((seed + r) & 1) {
			g = many_src[4] + e;
			h = many_src[5] * f;
		} else {
			g = many_src[6] - f;
			h = many_src[7] + e;
		}
		in = bpf_coro_yield(a + b);
		a += in + c - d;
		b ^= e + f + g + h + in;
		in2 = bpf_coro_yield(a - b + c * d);
		a = a * 3 + in2 + g + e;
		b = b - h + in2 + f;
	}
	return a ^ b;
}

/* 448 random bytes, hashed before and after the suspension. */
__bpf_coro static int big(int unused)
{
	__u64 arr[56], x = 0, y = 0;

	for (int i = 0; i < 56; i++)
		arr[i] = (__u64)bpf_get_prandom_u32() << 32 |
			 bpf_get_prandom_u32();
	for (int i = 0; i < 56; i++)
		x = (x ^ arr[i]) * 31;
	bpf_coro_yield(x);
	for (int i = 0; i < 56; i++)
		y = (y ^ arr[i]) * 31;
	bpf_coro_yield(y);
	return unused;
}

struct point {
	__u8 tag;
	__u64 x;
	__s16 y;
};

/* A struct, an array and a pointer into the array live across suspensions. */
__bpf_coro static int aggregates(int a)
{
	struct point p = { .tag = a, .x = a * 1000ULL, .y = -a };
	int arr[4] = { a, a + 1, a + 2, a + 3 };
	int *q = &arr[a & 3];

	bpf_coro_yield(0);
	*q += 100;
	p.x += bpf_coro_yield(p.tag);
	return p.x + p.y + arr[0] + arr[1] + arr[2] + arr[3];
}

CORO_FRAME_ARRAY(noargs_frames, noargs, 1);
CORO_FRAME_ARRAY(aggregates_frames, aggregates, 1);
CORO_FRAME_ARRAY(in_expr_frames, in_expr, 2);
CORO_FRAME_ARRAY(nested_frames, nested, 1);
CORO_FRAME_ARRAY(nested_n_frames, nested_n, 1);
CORO_FRAME_ARRAY(early_frames, early, 1);
CORO_FRAME_ARRAY(choose_frames, choose, 1);
CORO_FRAME_ARRAY(clobber_frames, clobber, 1);
CORO_FRAME_ARRAY(outer_frames, outer, 1);
CORO_FRAME_ARRAY(many_frames, many, 1);
CORO_FRAME_ARRAY(big_frames, big, 1);

CORO_DRIVER(drive_noargs, noargs_frames, noargs, noargs())
CORO_DRIVER(drive_aggregates, aggregates_frames, aggregates,
	    aggregates(args->arg[0]))
CORO_DRIVER(drive_in_expr, in_expr_frames, in_expr, in_expr(args->arg[0]))
CORO_DRIVER(drive_nested, nested_frames, nested, nested(args->arg[0]))
CORO_DRIVER(drive_nested_n, nested_n_frames, nested_n, nested_n(args->arg[0]))
CORO_DRIVER(drive_early, early_frames, early, early(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_choose, choose_frames, choose, choose(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_clobber, clobber_frames, clobber, clobber(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_outer, outer_frames, outer, outer(args->arg[0]))
CORO_DRIVER(drive_many, many_frames, many, many(args->arg[0]))
CORO_DRIVER(drive_big, big_frames, big, big(args->arg[0]))
