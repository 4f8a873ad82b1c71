// Proves: __bpf_coro on a typedef, a struct or an enumerator is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

typedef int __bpf_coro coro_fn(int); // expected-error {{'__bpf_coro' applies only to functions, not to typedef 'coro_fn'}}
// CHECK: attr-on-type.c:[[@LINE-1]]:13: error: '__bpf_coro' applies only to functions, not to typedef 'coro_fn'; mark the coroutine function itself: __bpf_coro static int fn(...)

struct __bpf_coro job { // expected-error {{'__bpf_coro' applies only to functions, not to struct 'job'}}
	// CHECK: attr-on-type.c:[[@LINE-1]]:8: error: '__bpf_coro' applies only to functions, not to struct 'job'
	int left;
};

enum step { STEP_A __bpf_coro }; // expected-error {{'__bpf_coro' applies only to functions, not to enumerator 'STEP_A'}}
// CHECK: attr-on-type.c:[[@LINE-1]]:20: error: '__bpf_coro' applies only to functions, not to enumerator 'STEP_A'
