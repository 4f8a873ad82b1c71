// Proves: a frame that may come from a map of another coroutine's frames is
// an error at the call also when the lookup is one of two merged by a
// condition (the advice is then about the merge, not the map's type), or
// reaches the call through a static function (one lookup: declare the map
// right).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }
__bpf_coro static int echo(int n) { long v = bpf_coro_yield(n); return v; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 4);
} sums SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(echo));
	__uint(max_entries, 4);
} echoes SEC(".maps");

static __attribute__((noinline)) int step(void *f)
{
	long out;

	return bpf_coro_resume(echo, f, 1, &out); // expected-error {{map 'sums' holds values of type 'struct sum__coro_frame', not the frame of 'echo'; declare it with __type(value, BPF_CORO_FRAME(echo))}}
	// CHECK-DAG: pass-frame-map-merged.c:[[@LINE-1]]:9: error: map 'sums' holds values of type 'struct sum__coro_frame', not the frame of 'echo'
}

SEC("syscall") int run(struct { __u32 key; } *ctx)
{
	__u32 key = ctx->key;
	long out;
	void *f = key ? bpf_map_lookup_elem(&sums, &key)
		      : bpf_map_lookup_elem(&echoes, &key);

	if (!f)
		return 0;
	return bpf_coro_start(f, sum(3), &out); // expected-error {{map 'echoes' holds values of type 'struct echo__coro_frame', not the frame of 'sum'; the frame passed here is one of several pointers merged on the way to this call and may be that map's value (every way into the call is checked, whatever the conditions that choose one): look the frame up in a map of 'sum' frames between the merge and this call}}
	// CHECK-DAG: pass-frame-map-merged.c:[[@LINE-1]]:9: error: map 'echoes' holds values of type 'struct echo__coro_frame', not the frame of 'sum'
}

SEC("syscall") int again(struct { __u32 key; } *ctx)
{
	__u32 key = ctx->key;
	long out;
	void *e = bpf_map_lookup_elem(&echoes, &key);

	if (e && !bpf_coro_suspended(e))
		bpf_coro_start(e, echo(2), &out);
	return step(bpf_map_lookup_elem(&sums, &key));
}
