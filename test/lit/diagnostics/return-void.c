// Proves: a coroutine that returns void is an error at its return type.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static void tick(int n) // expected-error {{'__bpf_coro' function 'tick' returns 'void'; return an integer of at most 64 bits: the coroutine's return value is its final result}}
// CHECK: return-void.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'tick' returns 'void'; return an integer of at most 64 bits: the coroutine's return value is its final result, handed out through a long
{
	bpf_coro_yield(n);
}
