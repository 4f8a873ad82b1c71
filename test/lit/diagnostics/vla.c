// Proves: a variable-length array in a coroutine is an error at its declaration.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int fill(int n)
{
	char buf[n]; // expected-error {{'__bpf_coro' function 'fill' cannot declare the variable-length array 'buf'; its locals live in a frame of fixed size: give the array a constant size}}
	// CHECK: vla.c:[[@LINE-1]]:7: error: '__bpf_coro' function 'fill' cannot declare the variable-length array 'buf'; its locals live in a frame of fixed size: give the array a constant size
	buf[0] = 1;
	bpf_coro_yield(buf[0]);
	return buf[0];
}
