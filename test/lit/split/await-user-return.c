// Proves the lowering of bpf_coro_user_return() (docs/ABI.md section 10.2):
// the await records the thread (bpf_get_current_pid_tgid, helper 14) and
// schedules the frame's bpf_task_work for the current task
// (bpf_get_current_task_btf, helper 158) with the continuation, keeping the
// thread only when that worked; the continuation dispatches to the await's
// state only (2, never the yields' 1 and 3), in the recorded thread only,
// and never retries (no RUNNING case: a claimed frame is being destroyed); a
// program's resume returns BUSY for the await's state before claiming,
// unless no thread is recorded: then it schedules the task work again; BTF
// has the bpf_task_work member and the thread after __coro_out and
// __coro_status, the continuation's FUNC and decl tag, and the kfunc.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
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
	got += bpf_coro_user_return(&frames);
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

// The continuation: the frame is the task work's map value (third argument).
// CHECK-LABEL: define internal {{.*}}i32 @work__coro_tw_cont(ptr {{.*}}%0, ptr {{.*}}%1, ptr %2)
// CHECK:       [[CIDX:%[0-9]+]] = load i32, ptr
// CHECK-NEXT:  [[OURS:%[0-9]+]] = icmp eq i32 [[CIDX]], [[#%d,AWAIT:]]
// CHECK-NEXT:  br i1 [[OURS]], label %[[CHECK:[0-9]+]], label %[[STALE:[0-9]+]]
// CHECK:       [[CHECK]]:
// CHECK-NEXT:  [[PT:%[0-9]+]] = tail call i64 inttoptr (i64 14 to ptr)()
// CHECK-NEXT:  [[TID:%[0-9]+]] = trunc i64 [[PT]] to i32
// CHECK-NEXT:  [[TIDP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %2, i64 56
// CHECK-NEXT:  [[ARMED:%[0-9]+]] = load volatile i32, ptr [[TIDP]]
// CHECK-NEXT:  [[SAME:%[0-9]+]] = icmp eq i32 [[ARMED]], [[TID]]
// CHECK-NEXT:  br i1 [[SAME]],
// CHECK:       cmpxchg ptr {{%[0-9]+}}, i32 [[#AWAIT]], i32 -1 seq_cst seq_cst
// CHECK:       br i1 {{%[0-9]+}}, label %{{[0-9]+}}, label %[[STALE]]
// No retry: nothing schedules the task work from here.
// CHECK-NOT:   @bpf_task_work_schedule_resume_impl
// CHECK-NOT:   ret i32 {{[^0]}}
// CHECK:       }

// The kfunc, extern and in .ksyms as __ksym would put them.
// CHECK: declare {{.*}}i32 @bpf_task_work_schedule_resume_impl(ptr, ptr, ptr, ptr, ptr) {{.*}}section ".ksyms"

// Resume: a frame at the await (AWAIT, the second state) whose task work is scheduled (a
// thread recorded) is BUSY before any claim; one whose scheduling failed
// (no thread) is claimed and scheduled again, for the resuming task, with
// nothing else run: out = the kfunc's result, the index published back,
// SUSPENDED or NOT_ARMED (-62).
// CHECK-LABEL: define internal {{.*}}i32 @work__coro_resume(
// CHECK-SAME:    {{.*}} [[OUT:%[0-9]+]]) {{.*}}{
// CHECK:       [[IDX:%[0-9]+]] = load i32, ptr
// CHECK:       icmp eq i32 [[IDX]], [[#AWAIT]]
// CHECK:       [[T0P:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 56
// CHECK-NEXT:  [[T0:%[0-9]+]] = load volatile i32, ptr [[T0P]]
// CHECK-NEXT:  [[NONE:%[0-9]+]] = icmp eq i32 [[T0]], 0
// CHECK-NEXT:  br i1 [[NONE]], label %[[AGAIN:[0-9]+]], label %[[BUSY:[0-9]+]]
// CHECK:       [[AGAIN]]:
// CHECK:       cmpxchg ptr {{%[0-9]+}}, i32 [[#AWAIT]], i32 -1
// CHECK:       br i1 {{%[0-9]+}}, label %[[RESCHED:[0-9]+]], label %[[BUSY]]
// CHECK:       [[RESCHED]]:
// CHECK:       call i32 @bpf_task_work_schedule_resume_impl(
// CHECK:       store i64 {{%[0-9]+}}, ptr [[OUT]]
// CHECK:       atomicrmw xchg ptr {{%[0-9]+}}, i32 [[#AWAIT]]
// CHECK-NEXT:  select i1 {{%[0-9]+}}, i32 1, i32 -62
// The await reached from the yield at 1 records the thread, schedules the
// task work for the current task with the continuation, and keeps the
// thread only if that worked (else 0).
// CHECK:       cmpxchg
// CHECK:       [[RPT:%[0-9]+]] = {{.*}}call i64 inttoptr (i64 14 to ptr)()
// CHECK-NEXT:  [[RTID:%[0-9]+]] = trunc i64 [[RPT]] to i32
// CHECK-NEXT:  [[RTIDP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 56
// CHECK-NEXT:  store volatile i32 [[RTID]], ptr [[RTIDP]]
// CHECK-NEXT:  [[TASK:%[0-9]+]] = {{.*}}call i64 inttoptr (i64 158 to ptr)()
// CHECK-NEXT:  [[TASKP:%[0-9]+]] = inttoptr i64 [[TASK]] to ptr
// CHECK-NEXT:  [[TW:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 48
// CHECK-NEXT:  [[ERR:%[0-9]+]] = {{.*}}call i32 @bpf_task_work_schedule_resume_impl(ptr [[TASKP]], ptr {{.*}}[[TW]], ptr {{.*}}@frames, ptr {{.*}}@work__coro_tw_cont, ptr null)
// CHECK:       [[OK:%[0-9]+]] = icmp eq i32 [[ERR]], 0
// CHECK-NEXT:  [[KEEP:%[0-9]+]] = select i1 [[OK]], i32 [[RTID]], i32 0
// CHECK-NEXT:  [[RTIDP2:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 56
// CHECK-NEXT:  store volatile i32 [[KEEP]], ptr [[RTIDP2]]

// In BTF, the task work (8-aligned, after out and status), the thread, the
// continuation and its decl tag on the start, the kfunc as an extern FUNC.
// BTF:      STRUCT 'work__coro_frame' size=64 vlen=8
// BTF:      '__coro_out' type_id={{[0-9]+}} bits_offset=256
// BTF-NEXT: '__coro_status' type_id={{[0-9]+}} bits_offset=320
// BTF-NEXT: '__coro_tw' type_id={{[0-9]+}} bits_offset=384
// BTF-NEXT: '__coro_tid' type_id={{[0-9]+}} bits_offset=448
// BTF:      STRUCT 'bpf_task_work' size=8 vlen=1
// BTF:      FUNC 'bpf_task_work_schedule_resume_impl' type_id={{[0-9]+}} linkage=extern
// BTF:      FUNC 'work__coro_tw_cont' type_id={{[0-9]+}} linkage=static
// BTF:      DECL_TAG 'coro_tw_cont:work__coro_tw_cont'
