// Proves: start and resume are not inlined into their caller when only one
// of them could be and their locals together pass 384 bytes. Inlined, the
// start's 320-byte buffer sat in the driver's stack beside the 248 bytes of
// the resume it calls (which indexes a local, so stays a call): "combined
// stack size of 2 calls is 592". As two calls they need the larger only.
// The input is the corpus program that loads and runs it; below it, a
// start of the same locals in a coroutine whose resume also inlines.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm %S/../../corpus/run/start-locals-beside-resume-call.c -o - | FileCheck %s
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s --check-prefix=BOTH
// The frame's values count too, for what the registers spill of them: 168
// bytes of locals in each piece and a 256-byte frame, start inlined, was
// "combined stack size of 2 calls is 528".
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm %S/../../corpus/run/random-mix-large-frame.c -o - | FileCheck %s

// CHECK-LABEL: define {{.*}} @step(
// CHECK:         call {{.*}} @co(
// CHECK:         call {{.*}} @co__coro_resume(
// CHECK-LABEL: define internal {{.*}} @co(

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long s = 0;

	{
		__u64 t[40];

		__builtin_memset(t, 0, sizeof(t));
		bpf_probe_read_kernel(t, sizeof(t), 0);
		s = t[0] + t[39] + t[17];
	}
	long k = bpf_coro_yield(s);

	return k * 3 + s;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
} frames SEC(".maps");

// BOTH-LABEL: define {{.*}} @drive(
// BOTH-NOT:      call {{.*}} @co(
// BOTH-NOT:      call {{.*}} @co__coro_resume(
// BOTH:          ret i32
SEC("xdp")
int drive(struct xdp_md *ctx)
{
	__u32 key = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &key);

	if (!f)
		return XDP_PASS;
	if (bpf_coro_not_started(f))
		bpf_coro_start(f, co(1), &out);
	else
		bpf_coro_resume(co, f, ctx->ingress_ifindex, &out);
	return XDP_PASS;
}
