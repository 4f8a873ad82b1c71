// Proves: the pieces of a '__bpf_coro_percpu' coroutine claim the frame
// with a plain store of RUNNING instead of a compare-and-swap (dropped
// where nothing can read it: percpu-running-store.c, as here), and publish
// each state with a plain volatile store instead of an exchange. Its pieces
// carry "bpf-coro-percpu" for the frame check. A coroutine without the
// attribute keeps the atomics. The object loads in test/kernel
// (percpu_test).
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// BTF says which coroutine goes without the claim: a decl tag on its FUNC.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
// BTF:      [[FAST:[0-9]+]]] FUNC 'fast'
// BTF:      DECL_TAG 'coro_abi:3' type_id=[[FAST]]
// BTF-NEXT: DECL_TAG 'coro_claim:none' type_id=[[FAST]] component_idx=-1
// BTF:      [[SAFE:[0-9]+]]] FUNC 'safe'
// BTF:      DECL_TAG 'coro_abi:3' type_id=[[SAFE]]
// BTF-NOT:  coro_claim

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __bpf_coro_percpu static int fast(__u64 seed)
{
	__u64 acc = seed;

	for (;;)
		acc += bpf_coro_yield(acc);
	return 0;
}

__bpf_coro static int safe(__u64 seed)
{
	__u64 acc = seed;

	for (;;)
		acc += bpf_coro_yield(acc);
	return 0;
}

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fast));
	__uint(max_entries, 1);
} fast_frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(safe));
	__uint(max_entries, 1);
} safe_frames SEC(".maps");

SEC("xdp") int drive(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&fast_frames, &k);
	void *g = bpf_map_lookup_elem(&safe_frames, &k);

	if (!f || !g)
		return XDP_ABORTED;
	if (bpf_coro_suspended(f))
		bpf_coro_resume(fast, f, 1, &out);
	else
		bpf_coro_start(f, fast(1), &out);
	if (bpf_coro_suspended(g))
		bpf_coro_resume(safe, g, 1, &out);
	else
		bpf_coro_start(g, safe(1), &out);
	bpf_coro_destroy(fast, f);
	return bpf_coro_destroy(safe, g) ? XDP_DROP : XDP_PASS;
}

// CHECK-LABEL: define {{.*}} @fast(
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK:         store volatile i32 {{-?[0-9]+}}, ptr
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK-LABEL: define {{.*}} @fast__coro_resume(
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK:         store volatile i32 {{-?[0-9]+}}, ptr
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK-LABEL: define {{.*}} @fast__coro_destroy(
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK:         store volatile i32 0, ptr
// CHECK-NOT:     {{cmpxchg|atomicrmw}}
// CHECK-LABEL: define {{.*}} @safe(
// CHECK:         cmpxchg ptr
// CHECK:         atomicrmw xchg ptr
// CHECK-LABEL: define {{.*}} @safe__coro_resume(
// CHECK:         cmpxchg ptr
// CHECK-LABEL: define {{.*}} @safe__coro_destroy(
// CHECK:         cmpxchg ptr
// CHECK:         attributes #{{[0-9]+}} = {{{.*}}"bpf-coro-percpu"
