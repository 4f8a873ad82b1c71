// The prototype target's start returns an int status whatever the
// coroutine returns: -ENOMEM (-12) when bpf_coro_frame_alloc fails,
// BPF_CORO_SUSPENDED at an await, BPF_CORO_DONE at the end. The start
// had the coroutine's own return type, so in a _Bool coroutine -ENOMEM
// was 0, DONE, and the caller's test of it folded away (an adversarial
// round). BTF gives the start `int` with the coroutine's parameters.
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o > %t.btf
// RUN: grep "INT 'int'" %t.btf > %t.sel
// RUN: grep -B1 -A1 "'x' type_id" %t.btf >> %t.sel
// RUN: FileCheck %s --check-prefix=BTF < %t.sel
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

// The caller can see every status: XDP_DROP (1) stays.
// CHECK-LABEL: define dso_local range(i32 1, 4) i32 @step(
// CHECK-LABEL: define internal range(i32 -12, 2) i32 @flag(i64 %0)
// CHECK-NEXT:    call ptr @bpf_coro_frame_alloc(i64 32, ptr null)
// BTF:         [[[INT:[0-9]+]]] INT 'int' size=4
// BTF:         FUNC_PROTO '(anon)' ret_type_id=[[INT]] vlen=1
// BTF-NEXT:      'x' type_id=
// BTF-NEXT:    FUNC 'flag' type_id=
__bpf_coro static __attribute__((noinline)) _Bool flag(__u64 x)
{
	bpf_coro_await(bpf_kfunc_coro_suspend(x, BPF_CORO_SELF));
	return x > 3;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	int st = bpf_coro_spawn(flag(ctx->ingress_ifindex));

	return st == -12 ? XDP_DROP : st == BPF_CORO_SUSPENDED ? XDP_PASS
								: XDP_TX;
}
