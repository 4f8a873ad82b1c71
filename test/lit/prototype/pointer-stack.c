// Proves: in the prototype target, a pointer into a local that the lowering
// cannot recompute (read from a local array of pointers to locals) is an
// error at the pointer naming the kinds a suspended frame may hold: the
// prototype's verifier refuses stack pointers in a frame. (A pointer
// stepped through a local array is redone from an index, no error.)
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
extern int bpf_kfunc_fill(long *buf, int n) __ksym;

__bpf_coro static int stack_pick(int n)
{
	long a[2], b[2];
	long *ptrs[2] = {a, b};
	long *p = ptrs[n & 1]; // expected-error {{pointer 'p' is live across the suspension at line 24 in 'stack_pick', but a suspended frame of the kernel prototype holds only scalars, function pointers, arena pointers, map pointers, NULL-checked values of BPF_MAP_TYPE_ARRAY maps and NULL-checked referenced kernel pointers from an acquiring kfunc (e.g. bpf_task_acquire); it points into the coroutine's stack}}
	// CHECK: pointer-stack.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'p' is live across the suspension at line 24 in 'stack_pick', {{.*}}; it points into the coroutine's stack, which is gone once it suspends (the prototype refuses stack pointers in a frame); keep an index into the local in a scalar, and take the address again after the await

	bpf_kfunc_fill(a, 2);
	bpf_kfunc_fill(b, 2);
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'stack_pick' suspends here while pointer 'p' is live}}
	return p[0] + p[1];
}

int use(void) { return bpf_coro_spawn(stack_pick(3)); }
