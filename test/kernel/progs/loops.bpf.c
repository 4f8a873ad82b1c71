// SPDX-License-Identifier: GPL-2.0
/*
 * loops.bpf.c - suspensions in loops that the verifier can bound, the shapes
 * of test/lit/diagnostics/ok-loop-bounded.c: in the split code each resume
 * runs from one suspension to the next, and the ways around a loop that do
 * not suspend must still be bounded by something the verifier sees. That
 * this object loads is the verifier's verdict; coro_test runs each to its
 * end.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

/* Every iteration suspends: no bound needed between suspensions. */
__bpf_coro static int every_iteration(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

/* No bound at all, and every way around suspends. */
__bpf_coro static int forever(int v)
{
	long s = 0;

	for (;;) {
		v = bpf_coro_yield(v);
		if (v > 3)
			return s;
		s += v;
	}
}

/* Suspends every 16th iteration; the constant cap bounds the rest. */
__bpf_coro static int capped(int n)
{
	long s = 0;

	for (int i = 0; i < n && i < 256; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static int constant(int n)
{
	long s = 0;

	for (int i = 0; i < 250; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i + n);
	return s;
}

/* The inner loop runs at least once: the guard is what bounds the outer. */
__bpf_coro static int guarded(int rows, int cols)
{
	long s = 0;

	if (cols <= 0)
		return 0;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

/*
 * No guard, but started only as grid(2, 3): the verifier checks a static
 * function with its caller's arguments, so the inner loop always runs.
 */
__bpf_coro static int grid(int rows, int cols)
{
	long s = 0;

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

/* may_goto (kernel 6.9+): the verifier bounds the loop by its own count. */
#define can_loop							\
	({								\
		__label__ l_break, l_continue;				\
		int ret = 1;						\
		asm volatile goto("may_goto %l[l_break]" :::: l_break);	\
		goto l_continue;					\
	l_break:							\
		ret = 0;						\
	l_continue:;							\
		ret;							\
	})

__bpf_coro static int may_goto(int n)
{
	long s = 0;

	for (int i = 0; i < n && can_loop; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i);
	return s;
}

/*
 * A stack index from the loop counter, masked in the source but not in the
 * code: LLVM drops the mask of a[(i + 1) & 3] because the loop bounds i.
 * After a resume the verifier only has i's range, and the address computed
 * from i + 1 before the loop's test is out of bounds for it; the split
 * gives it the exact counter (three values), as at the loop's start.
 */
__bpf_coro static int rotate(int a, int b)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u8 v = b;

	for (int i = 0; i < 3; i++) {
		arr[(i + 1) & 3] = arr[v & 3];
		if ((__u32)a == v)
			continue;
		a += bpf_coro_yield(i + 1);
		v += bpf_coro_yield(arr[a & 3]);
	}
	return arr[0] + arr[1] + arr[2] + arr[3];
}

/* The same on an array in a map value, looked up again after resuming. */
struct rot_val {
	__u32 a[4];
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct rot_val);
	__uint(max_entries, 1);
} rot_vals SEC(".maps");

__bpf_coro static int rotate_value(int a, int b)
{
	__u32 k = 0;
	struct rot_val *p = bpf_map_lookup_elem(&rot_vals, &k);
	__u8 v = b;

	if (!p)
		return -1;
	p->a[0] = a;
	p->a[1] = b;
	p->a[2] = 5;
	p->a[3] = 7;
	for (int i = 0; i < 3; i++) {
		p = bpf_map_lookup_elem(&rot_vals, &k);
		if (!p)
			return -1;
		p->a[(i + 1) & 3] = p->a[v & 3];
		if ((__u32)a == v)
			continue;
		a += bpf_coro_yield(i + 1);
		p = bpf_map_lookup_elem(&rot_vals, &k);
		if (!p)
			return -1;
		v += bpf_coro_yield(p->a[a & 3]);
	}
	p = bpf_map_lookup_elem(&rot_vals, &k);
	if (!p)
		return -1;
	return p->a[0] + p->a[1] + p->a[2] + p->a[3];
}

CORO_FRAME_ARRAY(every_iteration_frames, every_iteration, 1);
CORO_FRAME_ARRAY(forever_frames, forever, 1);
CORO_FRAME_ARRAY(capped_frames, capped, 1);
CORO_FRAME_ARRAY(constant_frames, constant, 1);
CORO_FRAME_ARRAY(guarded_frames, guarded, 1);
CORO_FRAME_ARRAY(grid_frames, grid, 1);
CORO_FRAME_ARRAY(may_goto_frames, may_goto, 1);
CORO_FRAME_ARRAY(rotate_frames, rotate, 1);
CORO_FRAME_ARRAY(rotate_value_frames, rotate_value, 1);

CORO_DRIVER(drive_every_iteration, every_iteration_frames, every_iteration,
	    every_iteration(args->arg[0]))
CORO_DRIVER(drive_forever, forever_frames, forever, forever(args->arg[0]))
CORO_DRIVER(drive_capped, capped_frames, capped, capped(args->arg[0]))
CORO_DRIVER(drive_constant, constant_frames, constant, constant(args->arg[0]))
CORO_DRIVER(drive_guarded, guarded_frames, guarded,
	    guarded(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_grid, grid_frames, grid, grid(2, 3))
CORO_DRIVER(drive_may_goto, may_goto_frames, may_goto, may_goto(args->arg[0]))
CORO_DRIVER(drive_rotate, rotate_frames, rotate, rotate(args->arg[0], args->arg[1]))
CORO_DRIVER(drive_rotate_value, rotate_value_frames, rotate_value,
	    rotate_value(args->arg[0], args->arg[1]))
