// SPDX-License-Identifier: GPL-2.0
/*
 * loopbound.bpf.c - suspensions in loops that the compiler's loop check
 * (lib/BPFCoroLoopBound) once rejected or mis-judged, and that the
 * verifier bounds: that this object loads is the verifier's verdict, and
 * coro_test (test_loopbound_shapes) runs each against its host model.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * A `!=` exit (test/lit/loopbound/ne-exit.c): a resume re-checks i in
 * [45, 48], not [45, 49], so `i != 49` still ends the loop for the verifier.
 */
__bpf_coro static int ne_exit(int x)
{
	long s = 0;

	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

CORO_FRAME_ARRAY(ne_exit_frames, ne_exit, 1);
CORO_DRIVER(drive_ne_exit, ne_exit_frames, ne_exit, ne_exit(args->arg[0]))

/*
 * Started only with a constant (test/lit/loopbound/start-constant.c): a
 * resume re-checks the saved n against it.
 */
__bpf_coro static long start_constant(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}

CORO_FRAME_ARRAY(start_constant_frames, start_constant, 1);
CORO_DRIVER(drive_start_constant, start_constant_frames, start_constant,
	    start_constant(20))

/*
 * Small counters stepped by `i += 1` and `i = i + 1` (the C promotions make
 * them a truncated int step, not `i++`), suspending on odd iterations.
 */
#define SMALL_COUNTER(name, type, step)					\
__bpf_coro static long name(void)					\
{									\
	long s = 0;							\
									\
	for (type i = 0; i < 10; step) {				\
		if (i & 1)						\
			s += bpf_coro_yield(i);				\
	}								\
	return s;							\
}									\
CORO_FRAME_ARRAY(name##_frames, name, 1);				\
CORO_DRIVER(drive_##name, name##_frames, name, name())

SMALL_COUNTER(count_s8, __s8, i += 1)
SMALL_COUNTER(count_u8, __u8, i += 1)
SMALL_COUNTER(count_s16, __s16, i += 1)
SMALL_COUNTER(count_u16, __u16, i += 1)
SMALL_COUNTER(count_s8_assign, __s8, i = i + 1)
SMALL_COUNTER(count_u16_assign, __u16, i = i + 1)
