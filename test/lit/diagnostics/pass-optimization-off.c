// Proves: at -O0 (where BPF code does not load) the pass refuses to split,
// with the fix in the message, instead of crashing or emitting bad code;
// and at -O2 it names what turned optimization off for the one function
// (optnone, or `#pragma clang optimize off`), instead of blaming -O0.
// RUN: %clang_verify -O0 %s
// RUN: not %clang_bpf -O0 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -DOPTNONE -c -o /dev/null -Xclang -verify=optnone %s
// RUN: not %clang_bpf -DOPTNONE -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTNONE --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

#ifdef OPTNONE
#pragma clang optimize off
#endif
__bpf_coro static int count(int n)
{
	// CHECK: pass-optimization-off.c:[[@LINE-2]]:1: error: '__bpf_coro' function 'count' cannot be split at -O0: BPF programs need -O1 or higher to load; compile with -O2
	// expected-error@-3 {{'__bpf_coro' function 'count' cannot be split at -O0: BPF programs need -O1 or higher to load; compile with -O2}}
	// OPTNONE-DAG: pass-optimization-off.c:[[@LINE-4]]:1: error: '__bpf_coro' function 'count' is optnone (__attribute__((optnone)) or inside '#pragma clang optimize off'), and no pass may split it; remove the attribute, or end the pragma region before the function
	// optnone-error@-5 {{'__bpf_coro' function 'count' is optnone (__attribute__((optnone)) or inside '#pragma clang optimize off'), and no pass may split it; remove the attribute, or end the pragma region before the function}}
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}
#ifdef OPTNONE
#pragma clang optimize on

__attribute__((optnone)) __bpf_coro static int count_too(int n)
{
	// OPTNONE-DAG: pass-optimization-off.c:[[@LINE-2]]:1: error: '__bpf_coro' function 'count_too' is optnone
	// optnone-error@-3 {{'__bpf_coro' function 'count_too' is optnone}}
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

int use_too(void *f, long *out) { return bpf_coro_start(f, count_too(3), out); }
#endif

int use(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
