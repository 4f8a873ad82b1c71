// Proves: bpf_coro_await() and BPF_CORO_SELF outside a coroutine are one
// error each at the line, from the clang plugin, in either target.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: %clang_verify %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
long where;

static __attribute__((noinline)) int helper(int n)
{
	bpf_coro_await(bpf_kfunc_coro_suspend(0)); // expected-error {{bpf_coro_await() in function 'helper', which is not a '__bpf_coro' function; bpf_coro_await() suspends the enclosing __bpf_coro function; it can only appear directly in one}}
	// CHECK: await-outside.c:[[@LINE-1]]:2: error: bpf_coro_await() in function 'helper', which is not a '__bpf_coro' function
	where = (long)BPF_CORO_SELF; // expected-error {{BPF_CORO_SELF in function 'helper', which is not a '__bpf_coro' function; it stands for the frame of the enclosing __bpf_coro function, as the frame argument of the kfunc in bpf_coro_await()}}
	// CHECK: await-outside.c:[[@LINE-1]]:16: error: BPF_CORO_SELF in function 'helper', which is not a '__bpf_coro' function
	return n;
}

int use(void) { return helper(1); }
