// Proves: a preempt-disabled region open at a suspension point is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern void bpf_preempt_disable(void) __ksym;
extern void bpf_preempt_enable(void) __ksym;

__bpf_coro static int nopreempt(int k)
{
	bpf_preempt_disable();
	bpf_coro_yield(k); // expected-error {{a preempt-disabled region opened by bpf_preempt_disable() at line 13 is still open at this suspension of 'nopreempt': call bpf_preempt_enable() before bpf_coro_yield(); the verifier rejects a program that returns with it open}}
	// CHECK: pass-preempt-disabled.c:[[@LINE-1]]:2: error: a preempt-disabled region opened by bpf_preempt_disable() at line 13
	bpf_preempt_enable();
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, nopreempt(1), out); }
