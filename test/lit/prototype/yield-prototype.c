// Proves: bpf_coro_yield() in the prototype target is an error at the
// yield: the kernel resumes with the frame alone, nothing comes in or out.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int count(int n)
{
	long v = bpf_coro_yield(n); // expected-error {{bpf_coro_yield() in 'count' hands values in and out of a resume, but the kernel prototype resumes a coroutine with its frame alone; suspend with bpf_coro_await(kfunc(args, BPF_CORO_SELF))}}
	// CHECK: yield-prototype.c:[[@LINE-1]]:11: error: bpf_coro_yield() in 'count' hands values in and out of a resume
	return v;
}

int use(void) { return bpf_coro_spawn(count(1)); }
