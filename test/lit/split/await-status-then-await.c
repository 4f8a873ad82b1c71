// Proves: a continuation whose run ends at another await (a work item that
// reaches a sleep) writes the arming's status (SUSPENDED or NOT_ARMED) to
// __coro_status before it publishes the sleep's state, as
// await-status-before-publish.c proves for runs that end at a yield or a
// return. Before, the status was computed after the publish and stored
// there: the timer, armed for a short sleep, ran to DONE in between, and
// the work item then wrote SUSPENDED over DONE's status (12 of 6400 runs
// of a defer then a 0-2 us sleep).
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sd));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static long sd(long k)
{
	bpf_coro_defer(&frames);
	bpf_coro_sleep(&frames, k);
	return k + 1;
}

SEC("syscall") int run(long *in)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	return bpf_coro_start(f, sd(*in), &out);
}

// CHECK-LABEL: define internal {{.*}} @sd__coro_wq_cont(
// CHECK:       %[[ST:[0-9]+]] = select i1 %{{[0-9]+}}, i32 1, i32 -62
// CHECK:       store i32 %[[ST]], ptr %{{[0-9]+}}, align
// CHECK-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 {{-?[0-9]+}} seq_cst
// CHECK-NOT:   store i32
// CHECK:       ret i32 0
