// Proves: yielding a pointer (a map value, an array, the address of a
// local) is an error at the yield, although bpf_coro_yield() casts its
// argument to long: the checker looks under the cast. It compiled, and the
// verifier refused the caller that used it ("R2 invalid mem access
// 'scalar'"). An integer read through the pointer is fine.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct val { long x; };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct val);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static int hand_out(int key)
{
	__u32 k = key;
	struct val *v = bpf_map_lookup_elem(&vals, &k);
	int seen[4] = {};

	if (!v)
		return 0;
	bpf_coro_yield(v); // expected-error {{bpf_coro_yield() cannot hand out a pointer ('struct val *'): the caller receives a plain number in a long, which the verifier does not let it dereference ('invalid mem access 'scalar''); yield an integer instead (an index, a key) and look the object up again from it}}
	// CHECK: yield-pointer.c:[[@LINE-1]]:17: error: bpf_coro_yield() cannot hand out a pointer ('struct val *'): the caller receives a plain number in a long, which the verifier does not let it dereference ('invalid mem access 'scalar''); yield an integer instead (an index, a key) and look the object up again from it
	bpf_coro_yield(seen); // expected-error {{bpf_coro_yield() cannot hand out a pointer ('int[4]')}}
	// CHECK: yield-pointer.c:[[@LINE-1]]:17: error: bpf_coro_yield() cannot hand out a pointer ('int[4]')
	bpf_coro_yield((long)&seen[1]); // expected-error {{bpf_coro_yield() cannot hand out a pointer ('int *')}}
	// CHECK: yield-pointer.c:[[@LINE-1]]:23: error: bpf_coro_yield() cannot hand out a pointer ('int *')
	bpf_coro_yield(seen[1] + key);
	return key;
}

SEC("syscall")
int run(void *ctx)
{
	long v;

	return bpf_coro_start(bpf_map_lookup_elem(&vals, &(__u32){0}), hand_out(1), &v);
}
