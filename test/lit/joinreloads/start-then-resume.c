// Proves: through the whole -O2 pipeline, where a program starts a frame
// and resumes it in the same run (examples/portknock's driver), the value
// the start saved (i = 0) no longer meets the resume's reload of it in a
// phi: the resumed body reads the slot after the join, once for both ways
// (before: `phi i32 [ 0, %start ], [ %reload, %resume ]`).
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
// The claims of the start and of the resume, then the joined read of i.
// CHECK:       cmpxchg ptr
// CHECK:       cmpxchg ptr
// CHECK-NOT:   = phi i32 [ 0, %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK:       [[I:%[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// CHECK:       call i1 @llvm.bpf.compare.i32.i32(i32 {{[0-9]+}}, i32 [[I]], i32 2)
// CHECK-NOT:   = phi i32 [ 0, %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK:       ret i32
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
