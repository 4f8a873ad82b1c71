// Proves: a coroutine that is never started is a warning at its definition:
// clang emits no code for an unused static function, so its frame type stays
// incomplete and a map declared with it would fail to load in libbpf.
// RUN: %clang_verify %s
// RUN: %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int idle(int n) // expected-warning {{'__bpf_coro' function 'idle' is never started in this file: no code is emitted for it and BPF_CORO_FRAME(idle) stays an incomplete type, so a map declared with it fails to load; start it with bpf_coro_start(frame, idle(args), &out)}}
// CHECK: never-started.c:[[@LINE-1]]:23: warning: '__bpf_coro' function 'idle' is never started in this file
{
	return bpf_coro_yield(n);
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(idle));
	__uint(max_entries, 1);
} frames SEC(".maps");
