// Proves: an RCU read section open at a suspension point (on one path) is an
// error at that suspension.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;

__bpf_coro static int rcu(int k)
{
	bpf_rcu_read_lock();
	if (k)
		bpf_coro_yield(1); // expected-error {{an RCU read section opened by bpf_rcu_read_lock() at line 14 is still open at this suspension of 'rcu': call bpf_rcu_read_unlock() before bpf_coro_yield(); the verifier rejects a program that returns with it open}}
	// CHECK: pass-rcu-open.c:[[@LINE-1]]:3: error: an RCU read section opened by bpf_rcu_read_lock() at line 14 is still open
	bpf_rcu_read_unlock();
	bpf_coro_yield(2); // closed again: fine
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, rcu(1), out); }
