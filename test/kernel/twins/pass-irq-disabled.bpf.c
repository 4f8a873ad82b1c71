// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-irq-disabled.c, the fix:
 * bpf_local_irq_restore() before bpf_coro_yield().
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_local_irq_save(unsigned long *flags) __ksym;
extern void bpf_local_irq_restore(unsigned long *flags) __ksym;

static long shared;

__bpf_coro static int noirq(int k)
{
	unsigned long flags;

	bpf_local_irq_save(&flags);
	shared += k;
	bpf_local_irq_restore(&flags);
	return bpf_coro_yield(k) + shared;
}

TWIN_FRAMES(frames, noirq);

SEC("syscall")
int run(void *ctx)
{
	shared = 0;
	return TWIN_RUN(frames, noirq, noirq(4), 1 + 4);
}
