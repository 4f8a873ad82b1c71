// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-preempt-disabled.c, the fix:
 * bpf_preempt_enable() before bpf_coro_yield().
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_preempt_disable(void) __ksym;
extern void bpf_preempt_enable(void) __ksym;

static long shared;

__bpf_coro static int nopreempt(int k)
{
	bpf_preempt_disable();
	shared += k;
	bpf_preempt_enable();
	return bpf_coro_yield(k) + shared;
}

TWIN_FRAMES(frames, nopreempt);

SEC("syscall")
int run(void *ctx)
{
	shared = 0;
	return TWIN_RUN(frames, nopreempt, nopreempt(6), 1 + 6);
}
