/* SPDX-License-Identifier: GPL-2.0 */
/*
 * proto_bodies.h - the coroutine bodies built for both targets: as they are
 * (upstream, run by coro_test from progs/proto_bodies.bpf.c) and with
 * -mllvm -bpf-coro-target=prototype (test/lit/prototype, which checks the
 * lowering; this kernel has no bpf_coro_frame_alloc to run it).
 *
 * CORO_SUSPEND() is the one spelling that differs: a yield upstream, an
 * await on a kfunc that takes the frame in the prototype. Each body also
 * writes its result into proto_result[] as well as returning it: the
 * prototype has no caller to hand a final result to.
 */
#ifndef __PROTO_BODIES_H
#define __PROTO_BODIES_H

#ifdef PROTO_TARGET_PROTOTYPE
/* A stand-in for the branch's suspending kfuncs (bpf_blk_read_coro): what
 * the lowering relies on is only the frame argument. */
extern int bpf_kfunc_coro_suspend(__u64 cookie, void *frame__coro_suspend) __ksym;
#define CORO_SUSPEND(v) bpf_coro_await(bpf_kfunc_coro_suspend((v), BPF_CORO_SELF))
#else
#define CORO_SUSPEND(v) ((void)bpf_coro_yield(v))
#endif

long proto_result[4];

/* Two points in a row; a and x live across them. */
__bpf_coro static int straight(int a)
{
	long x = a + 1;

	CORO_SUSPEND(x);
	long y = x * 2;

	CORO_SUSPEND(y);
	return proto_result[0] = a + x + y;
}

/* One point inside a loop: the counter and the sum live across it. */
__bpf_coro static int loop(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 16; i++) {
		s += i;
		CORO_SUSPEND(i);
	}
	return proto_result[1] = s;
}

/* A point on one arm only. */
__bpf_coro static int branch(int c)
{
	long v = c * 3;

	if (c & 1) {
		CORO_SUSPEND(v);
		v += 1;
	} else {
		v -= 1;
	}
	return proto_result[2] = v;
}

/* Three points, the last one conditional; a local array across them. */
__bpf_coro static int multi(int a, int b)
{
	int buf[3] = { a, b, a + b };
	int x = a;

	CORO_SUSPEND(1);
	int y = b + x;

	CORO_SUSPEND(2);
	if (y > 10) {
		CORO_SUSPEND(3);
		x += buf[a & 1];
	}
	return proto_result[3] = x + y + buf[2];
}

#endif
