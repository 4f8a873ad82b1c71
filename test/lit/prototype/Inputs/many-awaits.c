// Ten awaits of one kfunc, whose calls the optimiser merges into one:
// the index stored before it is one of ten constants, more than the
// checker's value sets hold (checker/prototype-output.test).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;
#define AW(v) bpf_coro_await(bpf_kfunc_coro_suspend((__u64)(v), BPF_CORO_SELF))

long res[1];

__bpf_coro static int ten(int n)
{
	long s = n, t = 1;

	AW(s + 0); s = s * 3 + t; t ^= s >> 0;
	AW(s + 1); s = s * 3 + t; t ^= s >> 1;
	AW(s + 2); s = s * 3 + t; t ^= s >> 2;
	AW(s + 3); s = s * 3 + t; t ^= s >> 3;
	AW(s + 4); s = s * 3 + t; t ^= s >> 4;
	AW(s + 5); s = s * 3 + t; t ^= s >> 5;
	AW(s + 6); s = s * 3 + t; t ^= s >> 6;
	AW(s + 7); s = s * 3 + t; t ^= s >> 0;
	AW(s + 8); s = s * 3 + t; t ^= s >> 1;
	AW(s + 9); s = s * 3 + t; t ^= s >> 2;
	res[0] = s + t;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	return bpf_coro_spawn(ten(ctx->ingress_ifindex));
}
