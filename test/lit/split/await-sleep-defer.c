// Proves the frame of a coroutine with both awaits (docs/ABI.md section
// 10.1): after the save areas the timer, its wake-up time, the shared
// __coro_out and __coro_status, then the bpf_wq; each continuation
// dispatches to its own kind of await only (the timer's to the sleep, 1;
// the work item's to the defer, 2), and the start names both in decl tags.
// RUN: %clang_bpf -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(both));
	__uint(max_entries, 4);
} frames SEC(".maps");

__bpf_coro static int both(int n)
{
	int got = bpf_coro_sleep(&frames, 1000);
	got += bpf_coro_defer(&frames);
	return got + n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, both(3), &out) : 0;
}

// CHECK-LABEL: define internal {{.*}}i32 @both__coro_timer_cont(
// CHECK:       switch i32 {{%[0-9]+}}, label %{{[0-9]+}} [
// CHECK-NEXT:    i32 [[#%d,SLEEP:]], label
// CHECK-NEXT:    i32 -1, label
// CHECK-NEXT:  ]
// The timer's continuation goes on to the defer and arms the bpf_wq.
// CHECK:       call i32 @bpf_wq_set_callback_impl(ptr {{.*}}, ptr nonnull @both__coro_wq_cont, i32 0, ptr null)
// CHECK:       }
// CHECK-LABEL: define internal {{.*}}i32 @both__coro_wq_cont(
// CHECK:       switch i32 {{%[0-9]+}}, label %{{[0-9]+}} [
// CHECK-NEXT:    i32 [[#SLEEP+1]], label
// CHECK-NEXT:    i32 -1, label
// CHECK-NEXT:  ]

// The save areas end at 32 (A): timer at A, wake-up time A+16, out A+24,
// status A+32, the bpf_wq at A+40; 88 bytes.
// BTF:      STRUCT 'both__coro_frame' size=88 vlen=9
// BTF:      '__coro_timer' type_id={{[0-9]+}} bits_offset=256
// BTF-NEXT: '__coro_wake_ns' type_id={{[0-9]+}} bits_offset=384
// BTF-NEXT: '__coro_out' type_id={{[0-9]+}} bits_offset=448
// BTF-NEXT: '__coro_status' type_id={{[0-9]+}} bits_offset=512
// BTF-NEXT: '__coro_wq' type_id={{[0-9]+}} bits_offset=576
// BTF-DAG:  DECL_TAG 'coro_timer_cont:both__coro_timer_cont' type_id=[[START:[0-9]+]] component_idx=-1
// BTF-DAG:  DECL_TAG 'coro_wq_cont:both__coro_wq_cont' type_id=[[START]] component_idx=-1
