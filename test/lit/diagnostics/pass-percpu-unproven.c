// Proves: a '__bpf_coro_percpu' coroutine (its frame claimed and published
// with plain stores) is an error at every call where the compiler cannot
// prove that no two runs share one frame at once: a frame from a map that
// is not per-CPU, another CPU's value of a per-CPU map, a call that a tc
// program runs, one a callback runs (the attribute on what is not a
// coroutine: percpu-not-coro.c). The calls from XDP programs on values
// bpf_map_lookup_elem() found in a per-CPU map are accepted.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro __bpf_coro_percpu static int count(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(count));
	__uint(max_entries, 1);
} percpu SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(count));
	__uint(max_entries, 1);
} shared SEC(".maps");

SEC("xdp") int ok(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&percpu, &k);

	if (!f)
		return XDP_PASS;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(count, f, 1, &out);
	return bpf_coro_start(f, count(3), &out);
}

SEC("xdp") int not_percpu(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&shared, &k);

	if (!f)
		return XDP_PASS;
	return bpf_coro_start(f, count(3), &out); // expected-error {{frame of '__bpf_coro_percpu' function 'count' is a value of map 'shared' (BPF_MAP_TYPE_ARRAY), not one of a per-CPU map (BPF_MAP_TYPE_PERCPU_ARRAY, PERCPU_HASH or LRU_PERCPU_HASH) looked up on this CPU, so two CPUs may run one frame, and without the claim nothing stops them; keep its frames in a per-CPU map, or drop '__bpf_coro_percpu'}}
	// CHECK: pass-percpu-unproven.c:[[@LINE-1]]:9: error: frame of '__bpf_coro_percpu' function 'count' is a value of map 'shared' (BPF_MAP_TYPE_ARRAY)
}

SEC("xdp") int other_cpu(struct xdp_md *ctx)
{
	__u32 k = 0;
	void *f = bpf_map_lookup_percpu_elem(&percpu, &k, 1);

	if (!f)
		return XDP_PASS;
	return bpf_coro_destroy(count, f); // expected-error {{frame of '__bpf_coro_percpu' function 'count' is another CPU's value (bpf_map_lookup_percpu_elem), not one of a per-CPU map}}
	// CHECK: pass-percpu-unproven.c:[[@LINE-1]]:9: error: frame of '__bpf_coro_percpu' function 'count' is another CPU's value (bpf_map_lookup_percpu_elem)
}

SEC("tc") int not_xdp(struct __sk_buff *skb)
{
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&percpu, &k);

	if (!f)
		return 0;
	return bpf_coro_destroy(count, f); // expected-error {{'__bpf_coro_percpu' function 'count' is run here without the claim, but program 'not_xdp' (SEC("tc")) runs it, and only XDP programs never run twice at once on one CPU (a tc program, for one, can run inside another through bpf_clone_redirect(); a tracing program inside any program); run it from XDP programs only, or drop '__bpf_coro_percpu'}}
	// CHECK: pass-percpu-unproven.c:[[@LINE-1]]:9: error: '__bpf_coro_percpu' function 'count' is run here without the claim, but program 'not_xdp' (SEC("tc")) runs it
}

// Through a static function an XDP program calls, and a callback of
// bpf_loop(): the callback's address is taken.
static __attribute__((noinline)) int step(void *f) { long out; return bpf_coro_resume(count, f, 2, &out); } // expected-error {{'__bpf_coro_percpu' function 'count' is run here without the claim, but 'each' runs it, and its address is taken (a callback), so the compiler cannot see what runs it}}
// CHECK: pass-percpu-unproven.c:[[@LINE-1]]:71: error: '__bpf_coro_percpu' function 'count' is run here without the claim, but 'each' runs it, and its address is taken

static long each(__u64 i, void *f) { step(f); return 0; }

SEC("xdp") int via_callback(struct xdp_md *ctx)
{
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&percpu, &k);

	if (!f)
		return XDP_PASS;
	bpf_loop(2, each, f, 0);
	return step(f);
}

char LICENSE[] SEC("license") = "GPL";
