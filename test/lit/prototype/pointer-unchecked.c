// Proves: in the prototype target, a value of an array map live across an
// await before it is checked against NULL is an error at the pointer: the
// prototype keeps a spilled pointer's NULL-ness, so the continuation would
// get a pointer it cannot use.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, int);
	__type(value, long);
	__uint(max_entries, 4);
} counts SEC(".maps");

__bpf_coro static int unchecked(int k)
{
	long *v = bpf_map_lookup_elem(&counts, &k); // expected-error {{pointer 'v' is live across the suspension at line 25 in 'unchecked', but a suspended frame of the kernel prototype holds only}}
	// CHECK: pointer-unchecked.c:[[@LINE-1]]:{{[0-9]+}}: error: pointer 'v' is live across the suspension at line 25 in 'unchecked', {{.*}}; it may be NULL at the await (the lookup's result is not checked before it), and the prototype keeps a map value's NULL-ness in the frame; check it against NULL before the await (if (!p) return 0;)

	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF)); // expected-warning {{'unchecked' suspends here while pointer 'v' is live}}
	return v ? *v : 0;
}

int use(void) { return bpf_coro_spawn(unchecked(1)); }
