// Proves: struct and union parameters of a coroutine are errors.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

struct req { int id; };
union val { int i; long l; };

__bpf_coro static int serve(struct req r, // expected-error {{'__bpf_coro' function 'serve' cannot take a parameter of type 'struct req'}}
// CHECK: param-struct.c:[[@LINE-1]]:29: error: '__bpf_coro' function 'serve' cannot take a parameter of type 'struct req'; take only integer, enum, bool or pointer parameters (pass a struct or an array by pointer)
			    union val v) // expected-error {{'__bpf_coro' function 'serve' cannot take a parameter of type 'union val'}}
// CHECK: param-struct.c:[[@LINE-1]]:8: error: '__bpf_coro' function 'serve' cannot take a parameter of type 'union val'
{
	return r.id + v.i;
}
