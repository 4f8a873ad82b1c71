// Proves: bpf_coro_sleep() and bpf_coro_defer() outside a coroutine are the
// plugin's errors at the call, as bpf_coro_yield() is: each suspends the
// enclosing coroutine, and an ordinary function (or a helper a coroutine
// calls) has none.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, int);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	return bpf_coro_sleep(&frames, 1000); // expected-error {{bpf_coro_sleep() in function 'run', which is not a '__bpf_coro' function; bpf_coro_sleep() suspends the enclosing __bpf_coro function; it can only appear directly in one}}
	// CHECK: await-outside.c:[[@LINE-1]]:9: error: bpf_coro_sleep() in function 'run', which is not a '__bpf_coro' function
}

SEC("syscall") int run_defer(void *ctx)
{
	return bpf_coro_defer(&frames); // expected-error {{bpf_coro_defer() in function 'run_defer', which is not a '__bpf_coro' function; bpf_coro_defer() suspends the enclosing __bpf_coro function; it can only appear directly in one}}
	// CHECK: await-outside.c:[[@LINE-1]]:9: error: bpf_coro_defer() in function 'run_defer', which is not a '__bpf_coro' function
}
