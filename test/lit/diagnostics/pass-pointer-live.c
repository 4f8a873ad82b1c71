// Proves: a pointer (here a map value from a lookup) live across a suspension
// is rejected by the pass at its definition, naming the variable and the
// suspension line, with a second diagnostic at the suspension itself.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

struct val { long x; };
extern void *lookup(int key);

__bpf_coro static int keep_ptr(int key)
{
	struct val *v = lookup(key); // expected-error {{pointer 'v' is live across the suspension at line 17 in 'keep_ptr': the verifier forgets what a pointer points to when it is saved in the frame; look it up again after resuming, or keep an index or key instead}}
	// CHECK: pass-pointer-live.c:[[@LINE-1]]:18: error: pointer 'v' is live across the suspension at line 17 in 'keep_ptr'
	if (!v)
		return 0;
	bpf_coro_yield(0); // expected-warning {{'keep_ptr' suspends here while pointer 'v' is live}}
	// CHECK: pass-pointer-live.c:[[@LINE-1]]:2: warning: 'keep_ptr' suspends here while pointer 'v' is live
	return v->x;
}

int use(void *f, long *out) { return bpf_coro_start(f, keep_ptr(1), out); }
