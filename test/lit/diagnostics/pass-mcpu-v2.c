// Proves: a coroutine compiled for a BPF CPU without alu32 (-mcpu=v1, v2,
// generic) is an error at the coroutine, not a crash in instruction
// selection on the frame's 32-bit atomics; -mattr=+alu32 makes v2 work.
// RUN: %clang_verify -mcpu=v2 %s
// RUN: not %clang_bpf -mcpu=v2 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: not %clang_bpf -mcpu=v1 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V1 --implicit-check-not="PLEASE submit a bug report"
// RUN: not %clang_bpf -mcpu=generic -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -mcpu=v2 -Xclang -target-feature -Xclang +alu32 -c %s -o /dev/null
#include <bpf_coro.h>

// CHECK: pass-mcpu-v2.c:[[@LINE+3]]:1: error: '__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=v2
// V1: error: '__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=v1
// GENERIC: error: '__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=generic
__bpf_coro static int count(int n) // expected-error {{'__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=v2: starting and resuming it claim the frame with 32-bit atomic instructions, which BPF has only with alu32; build with -mcpu=v3}}
{
	for (int i = 0; i < n && i < 8; i++)
		bpf_coro_yield(i);
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
