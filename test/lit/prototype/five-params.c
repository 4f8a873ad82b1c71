// In the prototype target the start is fn(params) itself (it allocates its
// frame), so a coroutine may take five parameters, all BPF passes in
// registers; a sixth is an error that says so. They were refused above
// three with the upstream target's reason, the frame and result pointers
// the start takes there (an adversarial round).
// RUN: %clang_verify -DSIX -mllvm -bpf-coro-target=prototype %s
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

long res[2];

// CHECK:      FUNC_PROTO '(anon)' ret_type_id={{[0-9]+}} vlen=5
// CHECK-NEXT:   'a' type_id=
// CHECK-NEXT:   'b' type_id=
// CHECK-NEXT:   'c' type_id=
// CHECK-NEXT:   'd' type_id=
// CHECK-NEXT:   'e' type_id=
// CHECK-NEXT: FUNC 'five' type_id={{[0-9]+}} linkage=static
__bpf_coro static int five(long a, long b, long c, long d, long e)
{
	bpf_coro_await(bpf_kfunc_coro_suspend(a + b, BPF_CORO_SELF));
	res[0] = c * d + e;
	return 0;
}

#ifdef SIX
__bpf_coro static int six(long a, long b, long c, long d, long e,
			  long f) // expected-error {{'__bpf_coro' function 'six' takes 6 parameters, more than 5; BPF passes 5 arguments in registers: pass a pointer to a struct instead}}
{
	return a + f;
}
#endif

SEC("xdp") int step(struct xdp_md *ctx)
{
	long n = ctx->ingress_ifindex;

	return bpf_coro_spawn(five(n, n, n, n, n));
}
