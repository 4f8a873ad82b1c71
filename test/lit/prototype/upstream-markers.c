// Proves: in the prototype target, starting on a caller's frame and
// resuming or destroying from a program are errors at the call: the
// coroutine allocates its frame and the kernel resumes it.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

__bpf_coro static int once(int n)
{
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	return n;
}

int start(void *f, long *out)
{
	return bpf_coro_start(f, once(1), out); // expected-error {{with -bpf-coro-target=prototype a coroutine allocates its own frame (bpf_coro_frame_alloc); start it with bpf_coro_spawn(fn(args))}}
	// CHECK: upstream-markers.c:[[@LINE-1]]:9: error: with -bpf-coro-target=prototype a coroutine allocates its own frame
}

int resume(void *f, long *out)
{
	return bpf_coro_resume(once, f, 0, out); // expected-error {{with -bpf-coro-target=prototype the kernel resumes a coroutine itself, through its frame's first slot; remove this call}}
	// CHECK: upstream-markers.c:[[@LINE-1]]:9: error: with -bpf-coro-target=prototype the kernel resumes a coroutine itself
}
