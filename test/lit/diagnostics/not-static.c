// Proves: a coroutine with external linkage is an error, in both attribute positions.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro int knock(int n) // expected-error {{'__bpf_coro' function 'knock' must be static; declare it static: the kernel verifies a global function on its own, without the caller's frame}}
// CHECK: not-static.c:[[@LINE-1]]:16: error: '__bpf_coro' function 'knock' must be static; declare it static: the kernel verifies a global function on its own, without the caller's frame
{
	return bpf_coro_yield(n);
}

int __bpf_coro knock_again(int n) // expected-error {{'__bpf_coro' function 'knock_again' must be static}}
// CHECK: not-static.c:[[@LINE-1]]:16: error: '__bpf_coro' function 'knock_again' must be static
{
	return bpf_coro_yield(n);
}
