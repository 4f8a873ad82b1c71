// Proves: a packet pointer (XDP data) live across a suspension is an error
// at its definition: after resuming, the packet may be another one and the
// bounds check made before the suspension is gone.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int parse(struct xdp_md *ctx)
{
	unsigned char *data = (void *)(long)ctx->data; // expected-error {{pointer 'data' is live across the suspension at line 18 in 'parse': the verifier forgets what a pointer points to when it is saved in the frame; copy the bytes you need before bpf_coro_yield(), or read them again from the context passed in after resuming}}
	// CHECK: pass-packet-live.c:[[@LINE-1]]:24: error: pointer 'data' is live across the suspension at line 18 in 'parse'
	unsigned char *end = (void *)(long)ctx->data_end;

	if (data + 2 > end)
		return 0;
	bpf_coro_yield(data[0]); // expected-warning {{'parse' suspends here while pointer 'data' is live}}
	// CHECK: pass-packet-live.c:[[@LINE-1]]:2: warning: 'parse' suspends here while pointer 'data' is live
	return data[1];
}

int use(void *f, long *out, struct xdp_md *x) { return bpf_coro_start(f, parse(x), out); }
