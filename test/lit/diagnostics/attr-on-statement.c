// Proves: [[bpfcoro::coro]] on a statement is an error, not silently ignored.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

int prog(int n)
{
	[[bpfcoro::coro]] return n; // expected-error {{'__bpf_coro' applies only to functions, not to a statement}}
	// CHECK: attr-on-statement.c:[[@LINE-1]]:4: error: '__bpf_coro' applies only to functions, not to a statement; mark the coroutine function itself: __bpf_coro static int fn(...)
}
