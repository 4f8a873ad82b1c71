// Proves: the attribute takes no arguments, in either spelling.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__attribute__((bpf_coro(4))) static int gnu_form(void) // expected-error {{'__bpf_coro' takes no arguments}}
// CHECK: attr-arguments.c:[[@LINE-1]]:16: error: '__bpf_coro' takes no arguments; write the attribute without an argument list
{
	return 0;
}

[[bpfcoro::coro(4)]] static int c23_form(void) // expected-error {{'__bpf_coro' takes no arguments}}
// CHECK: attr-arguments.c:[[@LINE-1]]:3: error: '__bpf_coro' takes no arguments
{
	return 0;
}
