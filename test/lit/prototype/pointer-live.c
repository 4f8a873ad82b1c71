// Proves: in the prototype target, a pointer the lowering cannot keep
// (here a map value's) live across an await is still a compile-time error
// at the pointer, as upstream: only scalars are ever stored in the frame.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, int);
	__type(value, long);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static int keeps_value(int k)
{
	long *v = bpf_map_lookup_elem(&vals, &k); // expected-error {{pointer 'v' is live across the suspension at line 26 in 'keeps_value'}}
	// CHECK: pointer-live.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'v' is live across the suspension at line 26 in 'keeps_value'

	if (!v)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'keeps_value' suspends here while pointer 'v' is live}}
	return *v;
}

int use(void) { return bpf_coro_spawn(keeps_value(1)); }
