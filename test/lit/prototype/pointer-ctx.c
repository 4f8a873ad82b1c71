// Proves: in the prototype target, the context pointer live across an
// await is an error at the pointer naming the kinds a suspended frame may
// hold: the context is valid only during the run that passed it.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

__bpf_coro static int keeps_ctx(struct xdp_md *ctx) // expected-error {{pointer 'ctx' is live across the suspension at line 15 in 'keeps_ctx', but a suspended frame of the kernel prototype holds only}}
// CHECK: pointer-ctx.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'ctx' is live across the suspension at line 15 in 'keeps_ctx', {{.*}}; it comes from an argument (the context or a pointer passed in), valid only during the run of the program that passed it; copy what you need out of it before the await
{
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'keeps_ctx' suspends here while pointer 'ctx' is live}}
	return ctx->ingress_ifindex;
}

SEC("xdp")
int run(struct xdp_md *ctx) { return bpf_coro_spawn(keeps_ctx(ctx)); }
