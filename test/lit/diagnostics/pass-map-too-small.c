// Proves: a frame map sized by hand (value_size) smaller than the frame is
// an error at the call; the hint is to let the frame type size it.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int steps(int n) { for (int i = 0; i < n; i++) bpf_coro_yield(i); return n; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(key_size, sizeof(__u32));
	__uint(value_size, 16);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	return f ? bpf_coro_start(f, steps(3), &out) : 0; // expected-error {{map 'frames' has value_size 16, smaller than the 32-byte frame of 'steps'; declare it with __type(value, BPF_CORO_FRAME(steps)) so the size follows the frame}}
	// CHECK: pass-map-too-small.c:[[@LINE-1]]:13: error: map 'frames' has value_size 16, smaller than the 32-byte frame of 'steps'
}
