// Proves: a coroutine with more than 3 parameters is an error at the 4th.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int mix(int a, int b, int c, int d) // expected-error {{'__bpf_coro' function 'mix' takes 4 parameters, more than 3; BPF passes 5 arguments in registers and the start function takes the frame and the result pointer first}}
// CHECK: too-many-params.c:[[@LINE-1]]:48: error: '__bpf_coro' function 'mix' takes 4 parameters, more than 3; BPF passes 5 arguments in registers and the start function takes the frame and the result pointer first: pass a pointer to a struct instead
{
	return a + b + c + d;
}
