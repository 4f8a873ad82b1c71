// Proves: an await whose call does not hand over the frame is an error at
// the await (the kernel would never resume the coroutine).
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_work(int n) __ksym;

__bpf_coro static int no_frame(int n)
{
	bpf_coro_await(bpf_kfunc_work(n)); // expected-error {{bpf_coro_await() needs a call of a kfunc that takes the coroutine's frame as one argument}}
	// CHECK: await-no-frame.c:[[@LINE-1]]:2: error: bpf_coro_await() needs a call of a kfunc that takes the coroutine's frame as one argument, e.g. bpf_coro_await(bpf_blk_read_coro(io, buf, BPF_CORO_SELF))
	return n;
}

int use(void) { return bpf_coro_spawn(no_frame(1)); }
