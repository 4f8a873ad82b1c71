// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-rcu-open.c, the fix:
 * bpf_rcu_read_unlock() before every bpf_coro_yield().
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;

__bpf_coro static int rcu(int k)
{
	long in = 0;

	bpf_rcu_read_lock();
	k *= 2;
	bpf_rcu_read_unlock();
	if (k)
		in = bpf_coro_yield(1);
	in += bpf_coro_yield(2);
	return k + in;
}

TWIN_FRAMES(frames, rcu);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, rcu, rcu(1), 2 + 1 + 2);
}
