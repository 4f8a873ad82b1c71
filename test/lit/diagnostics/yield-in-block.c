// Proves: bpf_coro_yield() in a block written inside a coroutine is an error, with a note at the block.
// RUN: %clang_verify -fblocks %s
// RUN: not %clang_bpf -fblocks -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int later(int n)
{
	int (^next)(void) = ^{ // expected-note {{the block is written in '__bpf_coro' function 'later', but runs as a function of its own}}
		// CHECK-DAG: yield-in-block.c:[[@LINE-1]]:22: note: the block is written in '__bpf_coro' function 'later', but runs as a function of its own
		return (int)bpf_coro_yield(n); // expected-error {{bpf_coro_yield() in a block, which is not a '__bpf_coro' function}}
		// CHECK-DAG: yield-in-block.c:[[@LINE-1]]:15: error: bpf_coro_yield() in a block, which is not a '__bpf_coro' function; bpf_coro_yield() suspends the enclosing __bpf_coro function; it can only appear directly in one
	};
	return next();
}
