// Proves: pointer, struct, floating and 128-bit results are errors.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

struct pair { int a, b; };

__bpf_coro static int *find(int *p) { return p; } // expected-error {{'__bpf_coro' function 'find' returns 'int *'}}
// CHECK: return-not-integer.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'find' returns 'int *'; return an integer of at most 64 bits

__bpf_coro static struct pair both(int n) // expected-error {{'__bpf_coro' function 'both' returns 'struct pair'}}
// CHECK: return-not-integer.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'both' returns 'struct pair'
{
	struct pair p = { n, n };
	return p;
}

__bpf_coro static double half(int n) { return n / 2.0; } // expected-error {{'__bpf_coro' function 'half' returns 'double'}}
// CHECK: return-not-integer.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'half' returns 'double'

__bpf_coro static __int128 wide(int n) { return n; } // expected-error {{'__bpf_coro' function 'wide' returns '__int128'}}
// CHECK: return-not-integer.c:[[@LINE-1]]:19: error: '__bpf_coro' function 'wide' returns '__int128'
