// Proves: in the prototype target, a packet pointer live across an await is
// an error at the pointer naming the kinds a suspended frame may hold:
// packet data is valid only during the run of the program.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

__bpf_coro static int keeps_packet(long data, long end)
{
	unsigned char *p = (unsigned char *)data; // expected-error {{pointer 'p' is live across the suspension at line 19 in 'keeps_packet', but a suspended frame of the kernel prototype holds only}}
	// CHECK: pointer-packet.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'p' is live across the suspension at line 19 in 'keeps_packet', {{.*}}; it is loaded from memory or made from a number (e.g. packet data from ctx->data), valid only during this run of the program; copy the bytes you need before the await, or keep an offset in a scalar

	if (data + 1 > end)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'keeps_packet' suspends here while pointer 'p' is live}}
	return *p;
}

SEC("xdp")
int run(struct xdp_md *ctx)
{
	return bpf_coro_spawn(keeps_packet(ctx->data, ctx->data_end));
}
