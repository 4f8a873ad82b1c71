// Proves: a coroutine placed in a program section with SEC() is an error at
// the coroutine: it is started and resumed by programs, not one itself.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// CHECK: pass-coro-in-section.c:[[@LINE+1]]:1: error: '__bpf_coro' function 'sum' cannot be a BPF program (SEC("syscall")): a coroutine is started and resumed by programs; remove SEC() from it and write a program that calls bpf_coro_start() and bpf_coro_resume()
SEC("syscall") __bpf_coro static int sum(int n) // expected-error {{'__bpf_coro' function 'sum' cannot be a BPF program (SEC("syscall")): a coroutine is started and resumed by programs; remove SEC() from it and write a program that calls bpf_coro_start() and bpf_coro_resume()}}
{
	bpf_coro_yield(n);
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, sum(1), out); }
