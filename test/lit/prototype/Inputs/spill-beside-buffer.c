// A continuation that spills the frame beside a stack buffer a helper
// fills (bpf_probe_read_kernel(&s, sizeof(s), ...)): the helper writes the
// buffer's bytes alone (checker/prototype-output.test).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

long out;
struct ent {
	__u16 x;
	__u64 y;
	__u8 z[4];
};
static const struct ent tab[4] = {
	{ 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } },
	{ 0xfedc, 0xfedcba9876543210ULL, { 5, 6, 7, 8 } },
	{ 7, 8, { 9, 10, 11, 12 } },
	{ 0xffff, 0xffffffffffffffffULL, { 255, 0, 128, 1 } },
};

__bpf_coro static int reads(long a)
{
	__u64 v = (__u64)a ^ 0x36140dULL;
	struct ent s = { 0 };
	__u64 acc = 0;

	bpf_coro_await(bpf_kfunc_coro_suspend(a, BPF_CORO_SELF));
	for (int i = 0; i < 4; i++) {
		bpf_probe_read_kernel(&s, sizeof(s),
				      &tab[(((__u64)a ^ 0xbb41b5f9d7f51ULL) ^
					    (v % (((__u64)(i + 1) & 7) + 1))) & 3]);
		acc = acc * 31 + s.y + s.x + s.z[i];
	}
	out = acc;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	return bpf_coro_spawn(reads(ctx->ingress_ifindex));
}
