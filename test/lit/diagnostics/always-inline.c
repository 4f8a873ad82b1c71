// Proves: an always_inline coroutine is an error (the pass must see it as a function).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static inline __attribute__((always_inline)) int hot(int n) // expected-error {{'__bpf_coro' function 'hot' cannot be always_inline; the pass must see it as a function of its own: remove always_inline}}
// CHECK: always-inline.c:[[@LINE-1]]:41: error: '__bpf_coro' function 'hot' cannot be always_inline; the pass must see it as a function of its own: remove always_inline
{
	return bpf_coro_yield(n);
}
