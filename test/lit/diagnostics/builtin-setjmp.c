// Proves: __builtin_setjmp/__builtin_longjmp in a coroutine stop the build (clang rejects them on BPF first).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static void *buf[5];

__bpf_coro static int jumpy(int n)
{
	if (__builtin_setjmp(buf)) // expected-error {{__builtin_setjmp is not supported for the current target}}
		// CHECK: builtin-setjmp.c:[[@LINE-1]]:6: error: __builtin_setjmp is not supported for the current target
		return 1;
	bpf_coro_yield(n);
	__builtin_longjmp(buf, 1); // expected-error {{__builtin_longjmp is not supported for the current target}}
	// CHECK: builtin-setjmp.c:[[@LINE-1]]:2: error: __builtin_longjmp is not supported for the current target
	return 0;
}
