// Proves: the marker functions of bpf_coro.h can only be called, not used as values.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static long (*yield_fn)(long) = __bpf_coro_yield; // expected-error {{'__bpf_coro_yield' cannot be used as a value; it is a marker the pass replaces: use it only through the bpf_coro_*() macros of bpf_coro.h}}
// CHECK: marker-as-value.c:[[@LINE-1]]:33: error: '__bpf_coro_yield' cannot be used as a value; it is a marker the pass replaces: use it only through the bpf_coro_*() macros of bpf_coro.h

int prog(void)
{
	void *p = &__bpf_coro_resume; // expected-error {{'__bpf_coro_resume' cannot be used as a value}}
	// CHECK: marker-as-value.c:[[@LINE-1]]:13: error: '__bpf_coro_resume' cannot be used as a value
	return yield_fn != 0 && p != 0;
}
