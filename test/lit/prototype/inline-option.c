// The prototype target inlines no piece, whatever -bpf-coro-inline says:
// its start must return right after handing the frame to the suspending
// kfunc (docs/ABI.md section 9, rule 2). Inlined under =always, the
// program's own code ran on after the kfunc, writing the status to its
// context, and bpfcoro-check rightly refused the object (an adversarial
// round).
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -mllvm -bpf-coro-inline=always -S -emit-llvm %s -o - | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

long res[1];

// CHECK-LABEL: define dso_local {{.*}}i32 @step(
// CHECK:         call {{.*}}i32 @count(
__bpf_coro static int count(long n)
{
	for (long i = 0; i < n && i < 3; i++)
		bpf_coro_await(bpf_kfunc_coro_suspend(i, BPF_CORO_SELF));
	res[0] = n;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	int st = bpf_coro_spawn(count(ctx->ingress_ifindex));

	return st == BPF_CORO_SUSPENDED ? XDP_PASS : XDP_DROP;
}
