// Proves: a coroutine without a prototype (empty () in C17, K&R definition) is an error.
// RUN: %clang_verify -Wno-deprecated-non-prototype %s
// RUN: not %clang_bpf -Wno-deprecated-non-prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int idle() // expected-error {{'__bpf_coro' function 'idle' has no prototype; declare the types of its parameters, or (void) if it takes none}}
// CHECK: no-prototype.c:[[@LINE-1]]:23: error: '__bpf_coro' function 'idle' has no prototype; declare the types of its parameters, or (void) if it takes none
{
	return 0;
}

__bpf_coro static int old_style(n) // expected-error {{'__bpf_coro' function 'old_style' has no prototype}}
// CHECK: no-prototype.c:[[@LINE-1]]:23: error: '__bpf_coro' function 'old_style' has no prototype
	int n;
{
	return bpf_coro_yield(n);
}
