// Proves: a coroutine starting or resuming itself is a recursion error (destroying a frame of its own kind is not).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static char child[64];

__bpf_coro static int tree(int depth)
{
	long v;

	if (depth)
		bpf_coro_start(child, tree(depth - 1), &v); // expected-error {{'__bpf_coro' function 'tree' starts itself}}
	// CHECK: recursion-start-resume.c:[[@LINE-1]]:25: error: '__bpf_coro' function 'tree' starts itself; BPF forbids recursion and a coroutine has a single frame: use a loop instead
	bpf_coro_yield(depth);
	bpf_coro_resume(tree, child, 0, &v); // expected-error {{'__bpf_coro' function 'tree' resumes itself}}
	// CHECK: recursion-start-resume.c:[[@LINE-1]]:18: error: '__bpf_coro' function 'tree' resumes itself
	bpf_coro_destroy(tree, child);
	return 0;
}
