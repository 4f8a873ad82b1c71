// Proves: array and floating-point parameters of a coroutine are errors.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int scan(int keys[4], // expected-error {{'__bpf_coro' function 'scan' cannot take a parameter of type 'int[4]'}}
// CHECK: param-array-float.c:[[@LINE-1]]:28: error: '__bpf_coro' function 'scan' cannot take a parameter of type 'int[4]'; take only integer, enum, bool or pointer parameters (pass a struct or an array by pointer)
			   float scale) // expected-error {{'__bpf_coro' function 'scan' cannot take a parameter of type 'float'}}
// CHECK: param-array-float.c:[[@LINE-1]]:7: error: '__bpf_coro' function 'scan' cannot take a parameter of type 'float'
{
	return keys[0];
}
