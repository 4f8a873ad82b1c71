// SPDX-License-Identifier: GPL-2.0
/*
 * steps_percpu.bpf.c - steps.bpf.c marked __bpf_coro_percpu, its frames in
 * a per-CPU array: the pieces set and publish the state with plain stores,
 * no claim (docs/ABI.md section 3.1). The hand-split it is measured against
 * (steps_handsplit.bpf.c) has no claim either. Same packet in, same values
 * out, run for run.
 */
#include "bpf_coro.h"
#include "bench_driver.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __bpf_coro_percpu static int steps(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		acc += bpf_coro_yield(acc);		/* state 1 */
		acc ^= (__u64)bpf_coro_yield(acc) >> 3;	/* state 2 */
		acc = acc * 5 + bpf_coro_yield(acc);	/* state 3 */
	}
	return 0;
}

BENCH_CORO_DRIVER_IN(BPF_MAP_TYPE_PERCPU_ARRAY, steps, steps(in))
