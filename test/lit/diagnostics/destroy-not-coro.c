// Proves: bpf_coro_destroy() needs the name of a __bpf_coro function as its first argument.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static int plain(int n) { return n; } // expected-note {{'plain' is declared here, and is not a '__bpf_coro' function}}
// CHECK-DAG: destroy-not-coro.c:[[@LINE-1]]:12: note: 'plain' is declared here, and is not a '__bpf_coro' function

static char frame[64];

int prog(void)
{
	return bpf_coro_destroy(plain, frame); // expected-error {{bpf_coro_destroy() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_destroy(fn, frame)}}
	// CHECK-DAG: destroy-not-coro.c:[[@LINE-1]]:26: error: bpf_coro_destroy() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_destroy(fn, frame)
}
