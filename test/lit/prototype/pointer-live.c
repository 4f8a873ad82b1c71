// Proves: in the prototype target, a value of a hash map live across an
// await is a compile-time error at the pointer that names the kinds a
// suspended frame may hold: the prototype's verifier keeps values of array
// maps only (a hash map's are valid only under the lookup's RCU section).
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
	long *v = bpf_map_lookup_elem(&vals, &k); // expected-error {{pointer 'v' is live across the suspension at line 27 in 'keeps_value', but a suspended frame of the kernel prototype holds only scalars}}
	// CHECK: pointer-live.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'v' is live across the suspension at line 27 in 'keeps_value', {{.*}}; it points into a value of map 'vals', a BPF_MAP_TYPE_HASH, and only an array's values outlive the RCU read section the lookup holds; look it up again after the await, or keep the key in a scalar instead

	if (!v)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'keeps_value' suspends here while pointer 'v' is live}}
	return *v;
}

int use(void) { return bpf_coro_spawn(keeps_value(1)); }
