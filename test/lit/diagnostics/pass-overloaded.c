// Proves: two overloads of one coroutine name (`overloadable`) are an
// error: frames and pieces are named after the source's name, which
// BPF_CORO_FRAME(co) spells, and two frames of that name cannot be told
// apart. (One overloadable coroutine is fine: it is named `co`, not after
// its mangled symbol.)
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__attribute__((overloadable)) __bpf_coro static long co(long a)
{
	return a + bpf_coro_yield(a);
}

__attribute__((overloadable)) __bpf_coro static long co(int a, int b) // expected-error {{'__bpf_coro' functions 'co' are overloaded: BPF_CORO_FRAME(co) and the pieces' BTF names cannot tell their frames apart; give each coroutine a name of its own}}
// CHECK: pass-overloaded.c:[[@LINE-1]]:1: error: '__bpf_coro' functions 'co' are overloaded: BPF_CORO_FRAME(co) and the pieces' BTF names cannot tell their frames apart; give each coroutine a name of its own
{
	return a + b + bpf_coro_yield(a);
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, co(1L), out) + bpf_coro_start(f, co(1, 2), out);
}
