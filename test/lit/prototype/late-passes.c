// The late passes that shape coroutine code for the verifier run on the
// prototype target's pieces too (they carry "bpf-coro-piece"): a zeroing
// loop the optimiser made a memset of a variable length is a loop again
// (lib/BPFCoroMemLoops), where it stopped the compile ("A call to
// built-in function 'memset' is not supported"; an adversarial round:
// the upstream target and plain C compile it).
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

long res[1];

// CHECK-LABEL: define internal {{.*}}i32 @zero(
// CHECK-NOT:     @llvm.memset
// CHECK:         ret i32
__bpf_coro static int zero(long a)
{
	__u32 arr[4] = { 1, 2, 3, 4 };
	int n = (__u8)(a ^ 0x83);
	long s = 0;

	if (n > 3)
		n = 3;
	while (n-- > 0)
		arr[(n + 1) & 3] = 0;
	for (int i = 4; i > 0; i--) {
		bpf_coro_await(bpf_kfunc_coro_suspend(arr[i & 3], BPF_CORO_SELF));
		s += i;
	}
	res[0] = s + arr[0] + arr[1] * 10 + arr[2] * 100 + arr[3] * 1000;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	return bpf_coro_spawn(zero(ctx->ingress_ifindex));
}
