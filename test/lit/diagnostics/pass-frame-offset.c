// Proves: a frame that starts a constant number of bytes into a map value
// of one frame is an error at the call: it would run past the value's end
// (the verifier: "invalid access to map value").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 1);
} frames SEC(".maps");

int run(long *out)
{
	__u32 k = 0;
	char *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	return bpf_coro_start(f + 8, sum(3), out); // expected-error-re {{frame of 'sum' starts 8 bytes into a value of map 'frames', whose values are {{[0-9]+}} bytes: the {{[0-9]+}}-byte frame would run past the value's end; pass the value itself, bpf_map_lookup_elem(&frames, &key)}}
	// CHECK: pass-frame-offset.c:[[@LINE-1]]:9: error: frame of 'sum' starts 8 bytes into a value of map 'frames'
}
