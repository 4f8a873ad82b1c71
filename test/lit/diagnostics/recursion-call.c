// Proves: a coroutine calling itself directly is a recursion error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int walk(int depth)
{
	bpf_coro_yield(depth);
	return depth ? walk(depth - 1) : 0; // expected-error {{'__bpf_coro' function 'walk' calls itself; BPF forbids recursion and a coroutine has a single frame: use a loop instead}}
	// CHECK: recursion-call.c:[[@LINE-1]]:17: error: '__bpf_coro' function 'walk' calls itself; BPF forbids recursion and a coroutine has a single frame: use a loop instead
}
