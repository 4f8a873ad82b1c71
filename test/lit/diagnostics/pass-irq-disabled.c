// Proves: an IRQ-disabled region (bpf_local_irq_save) open at a suspension
// point is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern void bpf_local_irq_save(unsigned long *flags) __ksym;
extern void bpf_local_irq_restore(unsigned long *flags) __ksym;

__bpf_coro static int noirq(int k)
{
	unsigned long flags;
	bpf_local_irq_save(&flags);
	bpf_coro_yield(k); // expected-error {{an IRQ-disabled region opened by bpf_local_irq_save() at line 15 is still open at this suspension of 'noirq': call bpf_local_irq_restore() before bpf_coro_yield(); the verifier rejects a program that returns with it open}}
	// CHECK: pass-irq-disabled.c:[[@LINE-1]]:2: error: an IRQ-disabled region opened by bpf_local_irq_save() at line 15
	bpf_local_irq_restore(&flags);
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, noirq(1), out); }
