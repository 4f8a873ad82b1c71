// Proves: '__bpf_coro_percpu' on anything but a '__bpf_coro' function (a
// plain function, a variable) is an error at the attribute; on a
// coroutine, also when '__bpf_coro' is on another declaration of it, it is
// accepted.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro_percpu static int plain(int n) { return n + 1; } // expected-error {{'__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'plain' is not one; mark it '__bpf_coro' too, or drop '__bpf_coro_percpu'}}
// CHECK: percpu-not-coro.c:[[@LINE-1]]:1: error: '__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'plain' is not one

// Declared again without it: still one error, where it is written.
__bpf_coro_percpu static int twice(int n); // expected-error {{'__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'twice' is not one}}
// CHECK: percpu-not-coro.c:[[@LINE-1]]:1: error: '__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'twice' is not one
// CHECK-NOT: error: '__bpf_coro_percpu' {{.*}} 'twice' is not one
static int twice(int n) { return n * 2; }

__bpf_coro_percpu static int counter; // expected-error {{'__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'counter' is not one}}
// CHECK: percpu-not-coro.c:[[@LINE-1]]:1: error: '__bpf_coro_percpu' applies only to a '__bpf_coro' function, and 'counter' is not one

__bpf_coro_percpu static int fine(int n);
__bpf_coro static int fine(int n) { return bpf_coro_yield(n); }

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fine));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("xdp") int run(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	return f ? bpf_coro_start(f, fine(plain(twice(counter))), &out) : XDP_PASS;
}

char LICENSE[] SEC("license") = "GPL";
