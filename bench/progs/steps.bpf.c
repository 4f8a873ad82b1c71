// SPDX-License-Identifier: GPL-2.0
/*
 * steps.bpf.c - the micro benchmark's coroutine: an endless three-state
 * machine, one state per suspension point, a little arithmetic per step.
 * Every XDP run of "drive" is exactly one resume (the first one starts it),
 * so BPF_PROG_TEST_RUN with repeat = 100000 measures the steady-state cost
 * of a resume. steps_handsplit.bpf.c is the same machine written by hand.
 */
#include "bpf_coro.h"
#include "bench_driver.h"

char LICENSE[] SEC("license") = "GPL";

/* steps_percpu.bpf.c: the same coroutine without the claim. */
#ifndef STEPS_ATTRS
#define STEPS_ATTRS
#define STEPS_FRAMES BPF_MAP_TYPE_ARRAY
#endif

__bpf_coro STEPS_ATTRS static int steps(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		acc += bpf_coro_yield(acc);		/* state 1 */
		acc ^= (__u64)bpf_coro_yield(acc) >> 3;	/* state 2 */
		acc = acc * 5 + bpf_coro_yield(acc);	/* state 3 */
	}
	return 0;
}

BENCH_CORO_DRIVER_IN(STEPS_FRAMES, steps, steps(in))
