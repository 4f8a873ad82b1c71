// Proves: bpf_coro_yield() in a bpf_loop() callback of a coroutine is an
// error: the callback runs as a function of its own, called by the kernel.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

static long visit(__u32 i, void *sum)
{
	*(long *)sum += bpf_coro_yield(i); // expected-error {{bpf_coro_yield() in function 'visit', which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one}}
	// CHECK: yield-in-callback.c:[[@LINE-1]]:18: error: bpf_coro_yield() in function 'visit', which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one
	return 0;
}

__bpf_coro static int walk(int n)
{
	long sum = 0;

	bpf_loop(n, visit, &sum, 0); // expected-note {{'visit' is passed as a callback from '__bpf_coro' function 'walk' here; the kernel calls it as a function of its own, which cannot suspend 'walk': yield in 'walk' between the calls instead}}
	// CHECK: yield-in-callback.c:[[@LINE-1]]:14: note: 'visit' is passed as a callback from '__bpf_coro' function 'walk' here
	return sum;
}

int use(void *f, long *out) { return bpf_coro_start(f, walk(3), out); }
