// Proves: bpf_coro_zero_frame() of something that is not a coroutine is an
// error at its argument, with a note at the declaration.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static int helper(int n) { return n; } // expected-note {{'helper' is declared here, and is not a '__bpf_coro' function}}

const void *zero(void)
{
	return bpf_coro_zero_frame(helper); // expected-error {{bpf_coro_zero_frame() needs the name of a __bpf_coro function, e.g. bpf_coro_zero_frame(fn)}}
	// CHECK: zero-frame-not-coro.c:[[@LINE-1]]:29: error: bpf_coro_zero_frame() needs the name of a __bpf_coro function
}
