// Proves: through the whole -O2 pipeline, a coroutine whose suspension
// points save the same value (bench/gen.c's seq, here with 6 points) saves
// and publishes it in one place: each point sets its operand and its state
// and jumps there. In the object the driver saves acc twice (the start's
// save and the shared one; 7 times before, once per point) and has two
// exchanges (the start's publish and the shared one; the code generator
// merges up to 150 identical exchanges, so at bench seq 1000 153 were left
// before, each walked by the verifier).
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=ASM
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int seq(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		acc += (__u64)bpf_coro_yield(acc) ^ 1;
		acc += (__u64)bpf_coro_yield(acc) ^ 2;
		acc += (__u64)bpf_coro_yield(acc) ^ 3;
		acc += (__u64)bpf_coro_yield(acc) ^ 4;
		acc += (__u64)bpf_coro_yield(acc) ^ 5;
		acc += (__u64)bpf_coro_yield(acc) ^ 6;
	}
	return 0;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(seq));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int drive(__u64 *in)
{
	__u32 key = 0;
	long out = 0;
	void *frame = bpf_map_lookup_elem(&frames, &key);

	if (!frame)
		return -1;
	if (bpf_coro_suspended(frame))
		return bpf_coro_resume(seq, frame, *in, &out) + out;
	return bpf_coro_start(frame, seq(*in), &out) + out;
}

// CHECK-LABEL: define {{.*}} @drive(
// CHECK:       [[STATE:%.*]] = phi i32 [ {{-?[0-9]+}}, %{{[0-9]+}} ], [ {{-?[0-9]+}}, %{{[0-9]+}} ], [ {{-?[0-9]+}}, %{{[0-9]+}} ], [ {{-?[0-9]+}}, %{{[0-9]+}} ], [ {{-?[0-9]+}}, %{{[0-9]+}} ], [ {{-?[0-9]+}}, %{{[0-9]+}} ]
// CHECK:       store i64 %{{.*}}, ptr %{{.*}}, align 8
// CHECK-NEXT:  {{%[0-9]+}} = atomicrmw xchg ptr %{{[0-9]+}}, i32 [[STATE]] seq_cst, align 4, {{.*}}!bpfcoro.index
// CHECK:       ret i32

// ASM-LABEL: <drive>:
// ASM-COUNT-2: *(u64 *)(r{{[0-9]}} + 0x18) = r
// ASM-NOT:     *(u64 *)(r{{[0-9]}} + 0x18) = r
// ASM:         exit
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=XCHG
// XCHG-LABEL:   <drive>:
// XCHG-COUNT-2: = xchg32_32
// XCHG-NOT:     = xchg32_32
// XCHG:         exit
