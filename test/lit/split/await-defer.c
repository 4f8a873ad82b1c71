// Proves the lowering of bpf_coro_defer() (docs/ABI.md section 10.1): the
// defer arms the frame's bpf_wq (bpf_wq_init with the named map,
// bpf_wq_set_callback_impl with the continuation, bpf_wq_start) and
// reports NOT_ARMED (-62) when that fails; the continuation dispatches to
// the defer's state only (2, never the yields' 1 and 3) and queues the work
// again for a claimed frame (RUNNING); a program's resume returns BUSY for
// the defer's state before claiming and has no dispatch case for it, so the
// code after the defer is reached from the work item only; BTF has the
// bpf_wq member (after __coro_out and __coro_status, no timer), the
// continuation's FUNC and decl tag, and the three kfuncs as extern FUNCs.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=KFUNC
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(work));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int work(int n)
{
	int got = bpf_coro_yield(1);
	got += bpf_coro_defer(&frames);
	got += bpf_coro_yield(got);
	return got + n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(work, f, 1, &out);
	return bpf_coro_start(f, work(3), &out);
}

// The continuation: the frame is the wq's map value (third argument).
// CHECK-LABEL: define internal {{.*}}i32 @work__coro_wq_cont(ptr {{.*}}%0, ptr {{.*}}%1, ptr %2)
// CHECK:       [[CIDX:%[0-9]+]] = load i32, ptr
// CHECK-NEXT:  switch i32 [[CIDX]], label %[[STALE:[0-9]+]] [
// CHECK-NEXT:    i32 [[#%d,DEFER:]], label
// CHECK-NEXT:    i32 -1, label %[[RETRY:[0-9]+]]
// CHECK-NEXT:  ]
// No wake-up time: claimed at once, like a resume; losing the race retries.
// CHECK-NOT:   inttoptr (i64 5 to ptr)
// CHECK:       cmpxchg ptr {{%[0-9]+}}, i32 [[#DEFER]], i32 -1 seq_cst seq_cst
// CHECK:       br i1 {{%[0-9]+}}, label %{{[0-9]+}}, label %[[RETRY]]
// Every exit returns 0; statuses go to the frame.
// CHECK-NOT:   ret i32 {{[^0]}}
// CHECK:       [[RETRY]]:
// CHECK-NEXT:  call i32 @bpf_wq_start(ptr {{.*}}%{{[0-9]+}}, i32 0)
// CHECK-NOT:   define
// CHECK-NOT:   ret i32 {{[^0]}}
// CHECK:       }

// The kfuncs, extern and in .ksyms as __ksym would put them.
// CHECK: declare {{.*}}i32 @bpf_wq_init(ptr, ptr, i32) {{.*}}section ".ksyms"

// Resume: a frame at the defer (the second state) is BUSY, before
// any claim; the dispatch after the claim knows the yields (1, 3) only.
// CHECK-LABEL: define internal {{.*}}i32 @work__coro_resume(
// CHECK:       [[IDX:%[0-9]+]] = load i32, ptr
// CHECK:       icmp eq i32 [[IDX]], [[#DEFER]]
// CHECK:       cmpxchg
// CHECK:       switch i32 [[IDX]], label %{{[0-9]+}} [
// CHECK-NEXT:    i32 0, label
// CHECK:       switch i32 [[IDX]], label %{{[0-9]+}} [
// CHECK-NEXT:    i32 [[#DEFER-1]], label
// CHECK-NEXT:    i32 [[#DEFER+1]], label
// CHECK-NEXT:  ]
// The yield at 1 goes on to the defer, which arms the bpf_wq at frame + 48.
// CHECK:       [[W1:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 48
// CHECK-NEXT:  tail call i32 @bpf_wq_init(ptr nonnull [[W1]], ptr nonnull @frames, i32 0)
// CHECK:       tail call i32 @bpf_wq_set_callback_impl(ptr nonnull {{%[0-9]+}}, ptr nonnull @work__coro_wq_cont, i32 0, ptr null)
// CHECK:       tail call i32 @bpf_wq_start(ptr nonnull {{%[0-9]+}}, i32 0)
// CHECK:       select i1 {{%[0-9]+}}, i32 1, i32 -62
// CHECK:       }

// Destroy has no wq to cancel (no kfunc does it): it only resets.
// CHECK-LABEL: define internal {{.*}}i32 @work__coro_destroy(
// CHECK-NOT:   bpf_wq
// CHECK:       }

// BTF:      STRUCT 'work__coro_frame' size=64 vlen=7
// BTF:      '__coro_out' type_id={{[0-9]+}} bits_offset=256
// BTF-NEXT: '__coro_status' type_id={{[0-9]+}} bits_offset=320
// BTF-NEXT: '__coro_wq' type_id=[[WQ:[0-9]+]] bits_offset=384
// BTF:      [[WQ]]] STRUCT 'bpf_wq' size=16 vlen=1
// BTF:      FUNC 'work__coro_wq_cont' type_id={{[0-9]+}} linkage=static
// BTF:      DECL_TAG 'coro_wq_cont:work__coro_wq_cont' type_id={{[0-9]+}} component_idx=-1
// KFUNC-DAG: FUNC 'bpf_wq_init' type_id={{[0-9]+}} linkage=extern
// KFUNC-DAG: FUNC 'bpf_wq_set_callback_impl' type_id={{[0-9]+}} linkage=extern
// KFUNC-DAG: FUNC 'bpf_wq_start' type_id={{[0-9]+}} linkage=extern
