// The prototype target keeps the pointers its verifier lets a suspended
// frame hold (Inputs/pointers.c, one coroutine per kind; docs/ABI.md
// section 9.1), in IR before the backend: an arena pointer, a NULL-checked
// array-map value and a NULL-checked referenced task pointer are stored as
// themselves (a pointer-typed store, align 8) at an 8-aligned slot at the
// await and loaded back in the continuation, with no range check; a map
// pointer or a function address that is one of two is recomputed from the
// saved choice; destroy releases the reference held at each point.
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -S -emit-llvm %S/Inputs/pointers.c -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=START < %t.ll

// CHECK-LABEL: define internal noundef i32 @arena_walk__coro_resume(ptr %0)
// CHECK:         %[[A:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[AP:[0-9]+]] = load ptr addrspace(1), ptr %[[A]], align 8
// CHECK-NOT:     @llvm.bpf.compare
// CHECK:         load i64, ptr addrspace(1) %[[AP]], align 8
// CHECK:         tail call void @bpf_kfunc_keep(

// Without references destroy only frees.
// CHECK-LABEL: define internal noundef i32 @arena_walk__coro_destroy(ptr %0)
// CHECK-NEXT:    tail call void @bpf_coro_frame_free(ptr %0)
// CHECK-NEXT:    ret i32 0

// CHECK-LABEL: define internal noundef i32 @array_value__coro_resume(ptr %0)
// CHECK:         %[[V:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[VP:[0-9]+]] = load ptr, ptr %[[V]], align 8
// CHECK-NEXT:    load i64, ptr %[[VP]], align 8
// CHECK-NEXT:    tail call void @bpf_kfunc_keep(

// The map is chosen again from the saved low bit, not stored (the two
// addresses behind empty asms, as any choice of two globals in coroutine
// code: lib/BPFCoroIndexMask).
// CHECK-LABEL: define internal noundef i32 @which_map__coro_resume(ptr %0)
// CHECK:         %[[S:[0-9]+]] = call ptr asm "", "=r,0"(ptr @spares)
// CHECK-NEXT:    %[[C:[0-9]+]] = call ptr asm "", "=r,0"(ptr @counts)
// CHECK-NEXT:    select i1 %{{[0-9]+}}, ptr %[[S]], ptr %[[C]]
// CHECK-NEXT:    call ptr inttoptr (i64 1 to ptr)(ptr noundef nonnull %{{[0-9]+}},

// The callback likewise.
// CHECK-LABEL: define internal noundef i32 @which_callback__coro_resume(ptr %0)
// CHECK:         select i1 %{{[0-9]+}}, ptr @step_two, ptr @step_one
// CHECK-NEXT:    tail call i64 inttoptr (i64 181 to ptr)(i32 noundef 2, ptr noundef nonnull %{{[0-9]+}},

// The task: reloaded at point 1 and saved again for point 2 in the same
// slot; at point 2 released by the body itself.
// CHECK-LABEL: define internal noundef i32 @task_ref__coro_resume(ptr %0)
// CHECK:         %[[T:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[TP:[0-9]+]] = load ptr, ptr %[[T]], align 8
// CHECK:         tail call i32 @bpf_kfunc_task_work(ptr noundef nonnull %[[TP]])
// CHECK:         store ptr %[[TP]], ptr %[[T]], align 8
// CHECK:         tail call i32 @bpf_kfunc_coro_suspend(ptr noundef nonnull %0)
// CHECK:         %[[T2:[0-9]+]] = load ptr, ptr %{{[0-9]+}}, align 8
// CHECK-NEXT:    tail call void @bpf_task_release(ptr noundef nonnull %[[T2]])
// CHECK-NEXT:    tail call void @bpf_coro_frame_free(ptr nonnull %0)

// Destroy: at either point the task is in slot 24; release it, then free.
// CHECK-LABEL: define internal noundef i32 @task_ref__coro_destroy(ptr %0)
// CHECK-NEXT:    %[[I:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 16
// CHECK-NEXT:    load i64, ptr %[[I]], align 8
// CHECK:         %[[R:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[RP:[0-9]+]] = load ptr, ptr %[[R]], align 8
// CHECK-NEXT:    tail call void @bpf_task_release(ptr %[[RP]])
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %0)
// CHECK-NEXT:    ret i32 0


// The starts: each pointer is stored whole at 24, after its NULL check,
// with the index and the function slots, right before the kfunc.
// START-LABEL: define internal {{.*}}i32 @arena_walk(i32 %0)
// START:         %[[H:[0-9]+]] = load ptr addrspace(1), ptr @arena_head, align 8
// START:         store ptr addrspace(1) %[[H]], ptr %{{[0-9]+}}, align 8
// START:         store ptr @arena_walk__coro_resume,
// START:         tail call i32 @bpf_kfunc_coro_suspend(
// START-LABEL: define internal {{.*}}i32 @array_value(i32 %0)
// START:         %[[L:[0-9]+]] = call ptr inttoptr (i64 1 to ptr)(ptr noundef nonnull @counts,
// START:         icmp eq ptr %[[L]], null
// START:         store ptr %[[L]], ptr %{{[0-9]+}}, align 8
// START:         call i32 @bpf_kfunc_coro_suspend(
// START-LABEL: define internal {{.*}}i32 @task_ref(i32 %0)
// START:         %[[P:[0-9]+]] = tail call ptr @bpf_task_from_pid(
// START:         icmp eq ptr %[[P]], null
// START:         store ptr %[[P]], ptr %{{[0-9]+}}, align 8
// START:         tail call i32 @bpf_kfunc_coro_suspend(
