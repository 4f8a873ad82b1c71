// Proves: bpf_coro_start() needs a direct call of a __bpf_coro function (not another function, a pointer call or a value).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static int plain(int n) { return n; } // expected-note {{'plain' is declared here, and is not a '__bpf_coro' function}}
// CHECK-DAG: start-not-coro-call.c:[[@LINE-1]]:12: note: 'plain' is declared here, and is not a '__bpf_coro' function

static char frame[64];

int prog(int (*fp)(int)) // expected-note {{'fp' is declared here, and is not a '__bpf_coro' function}}
// CHECK-DAG: start-not-coro-call.c:[[@LINE-1]]:16: note: 'fp' is declared here, and is not a '__bpf_coro' function
{
	long v;
	int st;

	st = bpf_coro_start(frame, plain(1), &v); // expected-error {{bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument, e.g. bpf_coro_start(frame, fn(args), &out)}}
	// CHECK-DAG: start-not-coro-call.c:[[@LINE-1]]:29: error: bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument, e.g. bpf_coro_start(frame, fn(args), &out)
	st += bpf_coro_start(frame, fp(2), &v); // expected-error {{bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument}}
	// CHECK-DAG: start-not-coro-call.c:[[@LINE-1]]:30: error: bpf_coro_start() needs a direct call
	st += bpf_coro_start(frame, 42, &v); // expected-error {{bpf_coro_start() needs a direct call of a __bpf_coro function as its second argument}}
	// CHECK-DAG: start-not-coro-call.c:[[@LINE-1]]:30: error: bpf_coro_start() needs a direct call
	return st;
}
