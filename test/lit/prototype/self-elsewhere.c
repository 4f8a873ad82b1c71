// Proves: BPF_CORO_SELF anywhere but as the frame argument of the awaited
// kfunc call is an error at the use.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
long where;

__bpf_coro static int self_elsewhere(int n)
{
	where = (long)BPF_CORO_SELF; // expected-error {{BPF_CORO_SELF can only be the frame argument of the kfunc call in bpf_coro_await(kfunc(args, BPF_CORO_SELF))}}
	// CHECK: self-elsewhere.c:[[@LINE-1]]:10: error: BPF_CORO_SELF can only be the frame argument of the kfunc call
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	return n;
}

int use(void) { return bpf_coro_spawn(self_elsewhere(1)); }
