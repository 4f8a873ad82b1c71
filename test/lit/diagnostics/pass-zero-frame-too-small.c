// Proves: inserting another coroutine's zero frame, smaller than the map's
// values, is an error at the update: bpf_map_update_elem() reads a whole
// value from the read-only zero frame, past its end, which the verifier
// refused only as "invalid access to map value". (Any zero frame is a
// not-started frame: one at least as large is fine.)
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n)
{
	return n + bpf_coro_yield(1);
}

__bpf_coro static int product(int n)
{
	long a = bpf_coro_yield(1);
	long b = bpf_coro_yield(2);
	long c = bpf_coro_yield(3);

	return a * b * c + n;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(product));
	__uint(max_entries, 4);
} frames SEC(".maps");

int use_sum(void *f, long *out) { return bpf_coro_start(f, sum(1), out); }

SEC("syscall")
int run(void *ctx)
{
	__u32 key = 0;
	long out;
	void *f;

	if (bpf_map_update_elem(&frames, &key, bpf_coro_zero_frame(sum), BPF_NOEXIST)) // expected-error-re {{bpf_coro_zero_frame(sum) has {{[0-9]+}} bytes, fewer than the {{[0-9]+}}-byte values of map 'frames' ('struct product__coro_frame'), and bpf_map_update_elem() reads a whole value from it; insert bpf_coro_zero_frame(product)}}
		// CHECK: pass-zero-frame-too-small.c:[[@LINE-1]]:6: error: bpf_coro_zero_frame(sum) has {{[0-9]+}} bytes, fewer than the {{[0-9]+}}-byte values of map 'frames' ('struct product__coro_frame'), and bpf_map_update_elem() reads a whole value from it; insert bpf_coro_zero_frame(product)
		return 1;
	f = bpf_map_lookup_elem(&frames, &key);
	if (!f)
		return 2;
	return bpf_coro_start(f, product(3), &out);
}
