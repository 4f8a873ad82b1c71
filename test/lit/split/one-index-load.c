// Proves: a driver that tests the frame's state (bpf_coro_suspended) before
// it resumes or starts reads the index once. The inlined start and resume
// read it with a plain load, as bpf_coro_index() does, so the optimiser
// merges the loads and the driver's test decides the pieces' checks: the
// resume's tree for a frame that is not suspended (INVALID for not started
// or done, BUSY for running) and the start's test for a suspended frame
// (INVALID) fold away, and the verifier walks one compare chain instead of
// two. A corrupt index still gets CORRUPT, a lost claim BUSY.
// bpf_coro_index() still reads the index at every call: a loop that polls
// it re-reads it.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s --check-prefix=POLL

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int steps(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		acc += bpf_coro_yield(acc);
		acc ^= bpf_coro_yield(acc);
	}
	return 0;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(steps));
	__uint(max_entries, 1);
} frames SEC(".maps");

long result;
int status;

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	__u32 key = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &key);

	if (!f)
		return XDP_ABORTED;
	if (bpf_coro_suspended(f))
		status = bpf_coro_resume(steps, f, ctx->ingress_ifindex, &out);
	else
		status = bpf_coro_start(f, steps(ctx->ingress_ifindex), &out);
	result = out;
	return XDP_PASS;
}

// One read of __coro_index (offset 16), then only the claims' atomics;
// no INVALID (-22) anywhere.
// CHECK-LABEL: <drive>:
// CHECK:       call 0x1
// CHECK:       = *(u32 *)(r{{[0-9]}} + 0x10)
// CHECK-NOT:   *(u32 *)(r{{[0-9]}} + 0x10)
// CHECK-NOT:   = -0x16
// CHECK:       cmpxchg32_32(r{{[0-9]}} + 0x10,
// CHECK-NOT:   *(u32 *)(r{{[0-9]}} + 0x10)
// CHECK-NOT:   = -0x16
// CHECK:       cmpxchg32_32(r{{[0-9]}} + 0x10,
// CHECK-NOT:   *(u32 *)(r{{[0-9]}} + 0x10)
// CHECK-NOT:   = -0x16
// CHECK:       exit

/* Counts the times, of 64 reads, the frame was not running. */
int polls(void *f)
{
	int n = 0;

	for (int i = 0; i < 64; i++)
		if (bpf_coro_index(f) != BPF_CORO_INDEX_RUNNING)
			n++;
	return n;
}
// POLL-LABEL: define {{.*}} @polls(
// POLL:       load volatile i32
// POLL:       br i1 %{{.*}}, label
// POLL:       ret i32
