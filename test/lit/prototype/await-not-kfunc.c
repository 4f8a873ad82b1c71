// Proves: handing the frame to a BPF function of the file (not a kfunc)
// is an error at the call: only the kernel can resume the coroutine.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__attribute__((noinline)) static int keep(void *frame)
{
	return frame != 0;
}

__bpf_coro static int not_kfunc(int n)
{
	bpf_coro_await(keep(BPF_CORO_SELF)); // expected-error {{BPF_CORO_SELF is passed to 'keep', which is not a kfunc}}
	// CHECK: await-not-kfunc.c:[[@LINE-1]]:17: error: BPF_CORO_SELF is passed to 'keep', which is not a kfunc: only a kernel function that takes the frame through a '__coro_suspend' parameter can suspend the coroutine
	return n;
}

int use(void) { return bpf_coro_spawn(not_kfunc(1)); }
