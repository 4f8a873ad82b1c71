// Proves: under -mllvm -bpf-coro-publish=release every publish of the
// frame's index (each suspension, the return, destroy) is a store-release
// instead of an exchange, marked as the split's index access, and the
// object has store_release instructions and no exchange; the claims stay
// compare-and-swaps. So it is by default (auto) where -mcpu=v4 and the
// target kernel (-bpf-coro-target-kernel) is 6.15 or later; without a
// target kernel, for an older one, or at -mcpu=v3 the publishes stay
// exchanges. Asked for at -mcpu=v3, which has no store-release, or for a
// target kernel before 6.15, it is an error at the coroutine. The objects
// load and run in test/kernel (publish_release, 6.15 and later).
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-publish=release -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-target-kernel=6.15 -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-publish=release -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=ASM
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-target-kernel=6.12 -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %clang_bpf -mllvm -bpf-coro-target-kernel=6.18 -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %clang_bpf -mcpu=v4 -mllvm -bpf-coro-target-kernel=6.18 -mllvm -bpf-coro-publish=exchange -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: not %clang_bpf -mllvm -bpf-coro-publish=release -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V3 --implicit-check-not=error:
// RUN: not %clang_bpf -mcpu=v4 -mllvm -bpf-coro-target-kernel=6.12 -mllvm -bpf-coro-publish=release -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD --implicit-check-not=error:

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

// V3: publish-release.c:[[@LINE+2]]:{{[0-9]+}}: error: '__bpf_coro' function 'twice' is built with -bpf-coro-publish=release, which publishes its frame with a store-release, and BPF has that instruction only at -mcpu=v4, not -mcpu=v3; build with -mcpu=v4 for kernels from 6.15 on, or without the option
// OLD: publish-release.c:[[@LINE+1]]:{{[0-9]+}}: error: '__bpf_coro' function 'twice' is built with -bpf-coro-publish=release, which publishes its frame with a store-release, and the kernel -bpf-coro-target-kernel names has none (it came with 6.15); build with -mcpu=v4 for kernels from 6.15 on, or without the option
__bpf_coro static int twice(int n)
{
	n += bpf_coro_yield(n);
	return n + bpf_coro_yield(n);
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(twice));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	__u32 key = 0;
	long out = 0;
	void *frame = bpf_map_lookup_elem(&frames, &key);

	if (!frame)
		return XDP_ABORTED;
	if (bpf_coro_suspended(frame))
		return bpf_coro_resume(twice, frame, 1, &out);
	return bpf_coro_start(frame, twice(ctx->ingress_ifindex), &out);
}

// CHECK-LABEL: define {{.*}} @twice(
// CHECK:         cmpxchg ptr {{%.*}}, i32 {{%.*}}, i32 -1 seq_cst seq_cst, align 4, {{.*}}!bpfcoro.index
// CHECK:         store atomic i32 {{-?[0-9]+}}, ptr {{%.*}} release, align {{[48]}}, {{.*}}!bpfcoro.index
// CHECK-LABEL: define {{.*}} @twice__coro_resume(
// CHECK:         cmpxchg ptr
// CHECK:         store atomic i32 {{-?[0-9]+}}, ptr {{%.*}} release, align {{[48]}}, {{.*}}!bpfcoro.index
// CHECK-LABEL: define {{.*}} @twice__coro_destroy(
// CHECK:         store atomic i32 0, ptr {{%.*}} release, align {{[48]}}, {{.*}}!bpfcoro.index
// CHECK-NOT:   atomicrmw xchg

// ASM:     store_release((u32 *)(r{{[0-9]+}} + 0x10), w{{[0-9]+}})
// ASM-NOT: = xchg32_32

// DEFAULT: atomicrmw xchg ptr {{%.*}}, i32 {{-?[0-9]+}} seq_cst, align 4, {{.*}}!bpfcoro.index
// DEFAULT-NOT: store atomic
