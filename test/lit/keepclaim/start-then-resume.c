// Proves: through the whole -O2 pipeline, a program that starts a frame
// and resumes it in the same run (examples/portknock's driver) goes from
// the start's claim and its tokens straight into the resumed body: no
// publish of the first suspension, no second claim on that path; the
// resume of a frame suspended before the run keeps its claim.
// (joinreloads/start-then-resume.c checks the same program's resumed body.)
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int knock(void)
{
	for (int i = 0; i < 3; i++)
		if (bpf_coro_yield(i) != 7 + i)
			return 0;
	return 1;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(knock));
	__uint(max_entries, 1);
} frames SEC(".maps");

// CHECK-LABEL: define {{.*}} @prog(
// The start: its claim, then its tokens, then no atomic before the next
// block.
// CHECK:       cmpxchg ptr [[IDX:%[0-9]+]], i32 %{{[0-9]+}}, i32 -1
// CHECK:       store volatile i64 {{-?[0-9]+}}, ptr
// CHECK:       store volatile i64 {{-?[0-9]+}}, ptr
// CHECK-NOT:   atomicrmw
// CHECK:       {{^[0-9]+}}:
// The resume of a frame found suspended.
// CHECK:       cmpxchg ptr [[IDX]], i32 {{-?[0-9]+}}, i32 -1
SEC("xdp")
int prog(struct xdp_md *ctx)
{
	__u32 key = 0;
	long out = 0;
	void *frame = bpf_map_lookup_elem(&frames, &key);
	int st;

	if (!frame)
		return XDP_ABORTED;
	if (!bpf_coro_suspended(frame)) {
		st = bpf_coro_start(frame, knock(), &out);
		if (st != BPF_CORO_SUSPENDED)
			return XDP_DROP;
	}
	st = bpf_coro_resume(knock, frame, ctx->ingress_ifindex, &out);
	return st == BPF_CORO_SUSPENDED ? XDP_PASS : XDP_TX;
}
