// Proves: a '__bpf_coro_percpu' piece claims the frame with a plain store
// of RUNNING that the optimiser keeps only where something can read it
// before the next state is stored: a call (a helper, or a resume of a frame
// from inside the body) between the claim and the publish. With nothing
// there (quiet), no run can see RUNNING (the frame check admits only
// programs that cannot nest on one CPU), so the store is dead and goes:
// bench/ steps_percpu 99 -> 87 processed insns. The publish is still a
// store of every state (volatile), as percpu-plain-stores.c says.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __bpf_coro_percpu static int quiet(__u64 seed)
{
	__u64 acc = seed;

	for (;;)
		acc += bpf_coro_yield(acc);
	return 0;
}

__bpf_coro __bpf_coro_percpu static int calls(__u64 seed)
{
	__u64 acc = seed;

	for (;;)
		acc += bpf_coro_yield(acc) + bpf_ktime_get_ns();
	return 0;
}

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(quiet));
	__uint(max_entries, 1);
} quiet_frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(calls));
	__uint(max_entries, 1);
} calls_frames SEC(".maps");

SEC("xdp") int drive(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&quiet_frames, &k);
	void *g = bpf_map_lookup_elem(&calls_frames, &k);

	if (!f || !g)
		return XDP_ABORTED;
	if (bpf_coro_suspended(f))
		bpf_coro_resume(quiet, f, 1, &out);
	else
		bpf_coro_start(f, quiet(1), &out);
	if (bpf_coro_suspended(g))
		bpf_coro_resume(calls, g, 1, &out);
	else
		bpf_coro_start(g, calls(1), &out);
	bpf_coro_destroy(quiet, f);
	return bpf_coro_destroy(calls, g) ? XDP_DROP : XDP_PASS;
}

// CHECK-LABEL: define {{.*}} @quiet(
// CHECK-NOT:     store {{.*}}i32 -1,
// CHECK:         store volatile i32 {{-?[0-9]+}}, ptr
// CHECK-LABEL: define {{.*}} @quiet__coro_resume(
// CHECK-NOT:     store {{.*}}i32 -1,
// CHECK:         store volatile i32 {{-?[0-9]+}}, ptr
// CHECK-LABEL: define {{.*}} @quiet__coro_destroy(
// CHECK-NOT:     store {{.*}}i32 -1,
// CHECK:         store volatile i32 0, ptr
// The helper runs while the frame is claimed: RUNNING is stored before it.
// CHECK-LABEL: define {{.*}} @calls__coro_resume(
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK:         store i32 -1, ptr
// CHECK:         call i64 inttoptr (i64 5 to ptr)()
// CHECK:         store volatile i32 {{-?[0-9]+}}, ptr
// CHECK-LABEL: define {{.*}} @calls__coro_destroy(
