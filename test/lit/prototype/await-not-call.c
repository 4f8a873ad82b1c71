// Proves: bpf_coro_await() of something that is not a call is one error at
// the argument, from the clang plugin, even when a call of the suspending
// kfunc with the frame comes right before it (which the pass took for the
// awaited call: the object compiled).
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

__bpf_coro static int not_call(int n)
{
	bpf_kfunc_coro_suspend(BPF_CORO_SELF);
	bpf_coro_await(n); // expected-error {{bpf_coro_await() takes the call of the kfunc that suspends the coroutine, e.g. bpf_coro_await(bpf_blk_read_coro(io, buf, BPF_CORO_SELF)), but this argument has no call in it}}
	// CHECK: await-not-call.c:[[@LINE-1]]:2: error: bpf_coro_await() takes the call of the kfunc that suspends the coroutine
	return n;
}

int use(void) { return bpf_coro_spawn(not_call(1)); }
