// Proves the lowering of bpf_coro_sleep() (docs/ABI.md section 10): the
// sleep arms the frame's timer (init with the named map and
// CLOCK_MONOTONIC, set_callback to the continuation, start with the
// nanoseconds) and reports NOT_ARMED (-62) when that fails; the
// continuation dispatches to the sleep's state only (2, never the yield's
// 1), retries a claimed frame (RUNNING) 10 us later and re-arms a timer
// that fired early; destroy cancels the timer; BTF has the timer member
// and the continuation's FUNC and decl tag.
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
// The start's tag for its continuation, where the coroutine's subprogram
// has no annotations (IR not from the clang plugin): the subprogram made
// without them has no operand to add one to, and the split gives it one.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: sed -E 's/, annotations: ![0-9]+//' %t.ll > %t.untagged.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.untagged.ll \
// RUN:   | FileCheck %s --check-prefix=UNTAGGED
// UNTAGGED: distinct !DISubprogram(name: "tick", {{.*}}annotations: [[TAGS:![0-9]+]]
// UNTAGGED: [[TAGS]] = !{[[CONT:![0-9]+]]}
// UNTAGGED: [[CONT]] = !{!"btf_decl_tag", !"coro_timer_cont:tick__coro_timer_cont"}
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(tick));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int tick(int n)
{
	int got = bpf_coro_yield(1);
	got += bpf_coro_sleep(&frames, 5000);
	return got + n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, tick(3), &out) : 0;
}

// The continuation: the frame is the timer's map value (third argument).
// CHECK-LABEL: define internal {{.*}}i32 @tick__coro_timer_cont(ptr {{.*}}%0, ptr {{.*}}%1, ptr %2)
// CHECK:       [[IDX:%[0-9]+]] = load i32, ptr
// CHECK-NEXT:  switch i32 [[IDX]], label %[[STALE:[0-9]+]] [
// CHECK-NEXT:    i32 [[#%d,SLEEP:]], label
// CHECK-NEXT:    i32 -1, label %[[RETRY:[0-9]+]]
// CHECK-NEXT:  ]
// Woken early: the wake-up time in the frame against now.
// CHECK:       call i64 inttoptr (i64 5 to ptr)()
// CHECK:       icmp ult i64
// Claimed like a resume; losing the race retries.
// CHECK:       cmpxchg ptr {{%[0-9]+}}, i32 [[#SLEEP]], i32 -1 seq_cst seq_cst
// CHECK:       br i1 {{%[0-9]+}}, label %{{[0-9]+}}, label %[[RETRY]]
// Every exit returns 0 (a timer callback must); statuses go to the frame.
// CHECK-NOT:   ret i32 {{[^0]}}
// CHECK:       [[RETRY]]:
// CHECK-NEXT:  call i64 inttoptr (i64 171 to ptr)(ptr nonnull %{{[0-9]+}}, i64 10000, i64 0)
// CHECK-NOT:   define
// CHECK-NOT:   ret i32 {{[^0]}}
// CHECK:       }

// Resume reaches the sleep from the yield and arms the timer there.
// CHECK-LABEL: define internal {{.*}}i32 @tick__coro_resume(
// CHECK:       call i64 inttoptr (i64 5 to ptr)()
// Each call gets the timer's address (frame + 32) of its own: the late
// BPFCoroReloadSink computes a frame slot's address where it is used.
// CHECK:       [[T1:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 32
// CHECK-NEXT:  [[INIT:%[0-9]+]] = tail call i64 inttoptr (i64 169 to ptr)(ptr nonnull [[T1]], ptr nonnull @frames, i64 1)
// CHECK:       [[T2:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 32
// CHECK-NEXT:  tail call i64 inttoptr (i64 170 to ptr)(ptr nonnull [[T2]], ptr nonnull @tick__coro_timer_cont)
// CHECK:       [[T3:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 32
// CHECK-NEXT:  tail call i64 inttoptr (i64 171 to ptr)(ptr nonnull [[T3]], i64 5000, i64 0)
// CHECK:       select i1 {{%[0-9]+}}, i32 1, i32 -62

// Destroy cancels the timer once it holds the frame.
// CHECK-LABEL: define internal {{.*}}i32 @tick__coro_destroy(
// CHECK:       cmpxchg
// CHECK:       call i64 inttoptr (i64 172 to ptr)(ptr

// BTF:      STRUCT 'tick__coro_frame' size=72 vlen=8
// The save areas end at 28: the timer at the next 8-aligned byte, 32.
// BTF:      '__coro_timer' type_id=[[TIMER:[0-9]+]] bits_offset=256
// BTF-NEXT: '__coro_wake_ns'
// BTF-NEXT: '__coro_out'
// BTF-NEXT: '__coro_status'
// BTF:      [[TIMER]]] STRUCT 'bpf_timer' size=16 vlen=1
// BTF:      FUNC 'tick__coro_timer_cont' type_id={{[0-9]+}} linkage=static
// BTF:      [[START:[0-9]+]]] FUNC 'tick' type_id={{[0-9]+}} linkage=static
// BTF:      DECL_TAG 'coro_timer_cont:tick__coro_timer_cont' type_id=[[START]] component_idx=-1
