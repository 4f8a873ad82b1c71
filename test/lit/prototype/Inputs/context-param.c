// A coroutine whose first parameter is a struct pointer, the context,
// read before the await: no frame (checker/prototype-output.test).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

long res[1];

__bpf_coro static int ifindex(struct xdp_md *ctx)
{
	long s = ctx->ingress_ifindex;

	bpf_coro_await(bpf_kfunc_coro_suspend(s, BPF_CORO_SELF));
	res[0] = s;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	return bpf_coro_spawn(ifindex(ctx));
}
