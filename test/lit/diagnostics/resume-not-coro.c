// Proves: bpf_coro_resume() needs the name of a __bpf_coro function as its first argument.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static int plain(int n) { return n; } // expected-note {{'plain' is declared here, and is not a '__bpf_coro' function}}
// CHECK-DAG: resume-not-coro.c:[[@LINE-1]]:12: note: 'plain' is declared here, and is not a '__bpf_coro' function

static char frame[64];

int prog(const void *which) // expected-note {{'which' is declared here, and is not a '__bpf_coro' function}}
// CHECK-DAG: resume-not-coro.c:[[@LINE-1]]:22: note: 'which' is declared here, and is not a '__bpf_coro' function
{
	long v;
	int st;

	st = bpf_coro_resume(plain, frame, 0, &v); // expected-error {{bpf_coro_resume() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_resume(fn, frame, in, &out)}}
	// CHECK-DAG: resume-not-coro.c:[[@LINE-1]]:23: error: bpf_coro_resume() needs the name of a __bpf_coro function as its first argument, e.g. bpf_coro_resume(fn, frame, in, &out)
	st += bpf_coro_resume(0, frame, 0, &v); // expected-error {{bpf_coro_resume() needs the name of a __bpf_coro function as its first argument}}
	// CHECK-DAG: resume-not-coro.c:[[@LINE-1]]:24: error: bpf_coro_resume() needs the name
	st += bpf_coro_resume(which, frame, 0, &v); // expected-error {{bpf_coro_resume() needs the name of a __bpf_coro function as its first argument}}
	// CHECK-DAG: resume-not-coro.c:[[@LINE-1]]:24: error: bpf_coro_resume() needs the name
	return st;
}
