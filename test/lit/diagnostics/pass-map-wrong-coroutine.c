// Proves: resuming a coroutine on a frame from a map declared for another
// coroutine is an error at the call, when the lookup is visible.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int first(int n) { for (int i = 0; i < n; i++) bpf_coro_yield(i); return n; }
__bpf_coro static int second(int n) { long x = n * 3; bpf_coro_yield(x); return x; } // expected-warning {{'__bpf_coro' function 'second' is never started in this file}}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(first));
	__uint(max_entries, 1);
} first_frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&first_frames, &zero);
	if (f)
		return bpf_coro_resume(second, f, 0, &out); // expected-error {{map 'first_frames' holds values of type 'struct first__coro_frame', not the frame of 'second'; declare it with __type(value, BPF_CORO_FRAME(second))}}
	// CHECK: pass-map-wrong-coroutine.c:[[@LINE-1]]:10: error: map 'first_frames' holds values of type 'struct first__coro_frame', not the frame of 'second'
	f = bpf_map_lookup_elem(&first_frames, &zero);
	return f ? bpf_coro_start(f, first(2), &out) : 0;
}
