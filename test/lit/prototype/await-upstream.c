// Proves: bpf_coro_await() in an object built for the upstream target (the
// default) is an error at the await that names the switch, not an
// unresolved marker at load time.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

__bpf_coro static int wait_once(int n)
{
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-error {{bpf_coro_await() in 'wait_once' suspends through a kernel prototype kfunc, which only the prototype target lowers; build the object with -mllvm -bpf-coro-target=prototype}}
	// CHECK: await-upstream.c:[[@LINE-1]]:2: error: bpf_coro_await() in 'wait_once' suspends through a kernel prototype kfunc
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, wait_once(1), out); }
