// The bodies of test/kernel/progs/proto_bodies.h, started from an XDP
// program as the prototype's bpf_blk_read_coro users are.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "../../../kernel/progs/proto_bodies.h"

char LICENSE[] SEC("license") = "GPL";

SEC("xdp")
int run(struct xdp_md *ctx)
{
	int n = ctx->ingress_ifindex;

	bpf_coro_spawn(straight(n));
	bpf_coro_spawn(loop(n));
	bpf_coro_spawn(branch(n));
	return bpf_coro_spawn(multi(n, n + 1)) == BPF_CORO_SUSPENDED ? XDP_PASS
								      : XDP_DROP;
}
