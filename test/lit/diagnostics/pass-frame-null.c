// Proves: a NULL frame literal is an error at the call (the verifier would
// reject the frame access in the split code with "invalid mem access").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(sum, NULL, 0, &out); // expected-error {{frame of 'sum' is NULL; keep the frame in a map value: pass bpf_map_lookup_elem(&map, &key), checked for NULL, of a map declared with __type(value, BPF_CORO_FRAME(sum)) (or a task, sk or inode storage value)}}
	// CHECK: pass-frame-null.c:[[@LINE-1]]:10: error: frame of 'sum' is NULL
	return bpf_coro_start(f, sum(3), &out);
}

// NULL merged with a lookup result is usually checked before the call: no
// error for it.
SEC("syscall") int maybe(struct { __u32 key; } *ctx)
{
	__u32 key = ctx->key;
	long out;
	void *f = NULL;

	if (key)
		f = bpf_map_lookup_elem(&frames, &key);
	return f ? bpf_coro_destroy(sum, f) : 0;
}
