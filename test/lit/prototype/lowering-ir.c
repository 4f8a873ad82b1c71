// The prototype target's pieces in IR (before the backend), for the loop
// of Inputs/bodies.c: the start allocates and NULL-checks a constant-size
// frame; each suspension publishes the index and the two function
// addresses, then calls the kfunc with the frame and returns; the
// continuation takes the frame alone, re-checks what it reloads, frees the
// frame on every exit that does not suspend, and returns 0.
// RUN: %clang_bpf -DPROTO_TARGET_PROTOTYPE -mllvm -bpf-coro-target=prototype -S -emit-llvm %S/Inputs/bodies.c -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=DECL --implicit-check-not=atomicrmw --implicit-check-not=cmpxchg < %t.ll

// CHECK-LABEL: define internal noundef i32 @loop__coro_resume(ptr %0)
// CHECK:         %[[IDX:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 16
// CHECK-NEXT:    load i64, ptr %[[IDX]], align 8
// CHECK:         [[RET:[0-9]+]]:
// CHECK-NEXT:    ret i32 0
// CHECK:         store i64 1, ptr %[[IDX]], align 8
// CHECK-NEXT:    store ptr @loop__coro_resume, ptr %0, align 8
// CHECK-NEXT:    %[[D:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 8
// CHECK-NEXT:    store ptr @loop__coro_destroy, ptr %[[D]], align 8
// CHECK-NEXT:    tail call i32 @bpf_kfunc_coro_suspend(i64 noundef %{{[0-9]+}}, ptr noundef nonnull %0)
// CHECK-NEXT:    br label %[[RET]]
// CHECK:         load i64, ptr %{{[0-9]+}}, align 8
// CHECK:         @llvm.bpf.compare
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %0)
// CHECK-NEXT:    br label %[[RET]]
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %0)
// CHECK-NEXT:    br label %[[RET]]
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %0)
// CHECK-NEXT:    br label %[[RET]]
// CHECK-NEXT:  }

// CHECK-LABEL: define internal noundef i32 @loop__coro_destroy(ptr %0)
// CHECK-NEXT:    tail call void @bpf_coro_frame_free(ptr %0)
// CHECK-NEXT:    ret i32 0

// CHECK-LABEL: define internal {{.*}}i32 @loop(i32 %0)
// CHECK-NEXT:    %[[F:[0-9]+]] = tail call ptr @bpf_coro_frame_alloc(i64 48, ptr null)
// CHECK-NEXT:    icmp eq ptr %[[F]], null
// CHECK:         store ptr @loop__coro_resume, ptr %[[F]], align 8
// CHECK:         store ptr @loop__coro_destroy, ptr
// CHECK-NEXT:    tail call i32 @bpf_kfunc_coro_suspend(i64 noundef 0, ptr noundef nonnull %[[F]])
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %[[F]])

// No atomics (the frame is the kernel's, run by one continuation at a
// time); the frame kfuncs are externs with debug info, so BTF has them.
// DECL: declare !dbg !{{[0-9]+}} ptr @bpf_coro_frame_alloc(i64, ptr) {{.*}}section ".ksyms"
// DECL: declare !dbg !{{[0-9]+}} void @bpf_coro_frame_free(ptr) {{.*}}section ".ksyms"
