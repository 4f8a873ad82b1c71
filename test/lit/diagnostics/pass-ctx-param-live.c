// Proves: a pointer parameter (here the program's context, handed to the
// coroutine) used after a suspension is an error at the suspension: the
// saved copy would reload as a plain number.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct args { long in; long out; };

__bpf_coro static int twice(struct args *ctx)
{
	long first = ctx->in;

	bpf_coro_yield(first); // expected-error {{pointer 'ctx' is live across the suspension at line 16 in 'twice': the verifier forgets what a pointer points to when it is saved in the frame; copy what you need out of it before bpf_coro_yield(), or pass the pointer in again through the resume value}} expected-warning {{'twice' suspends here while pointer 'ctx' is live}}
	// CHECK: pass-ctx-param-live.c:[[@LINE-1]]:2: error: pointer 'ctx' is live across the suspension at line 16 in 'twice'
	// CHECK: pass-ctx-param-live.c:[[@LINE-2]]:2: warning: 'twice' suspends here while pointer 'ctx' is live
	ctx->out = first * 2;
	return 0;
}

int use(void *f, long *out, struct args *a) { return bpf_coro_start(f, twice(a), out); }
