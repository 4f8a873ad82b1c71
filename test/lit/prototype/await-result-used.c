// Proves: using the result of the suspending kfunc is an error at the
// call: the coroutine has returned by the time the kernel resumes it.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
long seen;

__bpf_coro static int result_used(int n)
{
	int r;

	bpf_coro_await(r = bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-error {{the result of 'bpf_kfunc_coro_suspend' is used, but the coroutine returns right after handing its frame to it}}
	// CHECK: await-result-used.c:[[@LINE-1]]:21: error: the result of 'bpf_kfunc_coro_suspend' is used
	seen = r;
	return n;
}

int use(void) { return bpf_coro_spawn(result_used(1)); }
