// The split of one coroutine, as the pass alone produces it: the start
// function keeps the coroutine's name and claims a not-started or finished
// frame; the resume function claims a suspended one; both save what is live
// at the suspension, publish the index with a full barrier and return
// SUSPENDED (1); a return publishes DONE (0xfffffffe) and returns 0.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/count.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// The markers became direct calls of the split functions.
// CHECK-LABEL: define {{.*}} @start(
// CHECK:         call i32 @count(ptr %{{.*}}, ptr %{{.*}}, i32 3)
// CHECK-LABEL: define {{.*}} @resume(
// CHECK:         call i32 @count__coro_resume(ptr %{{.*}}, i64 7, ptr %{{.*}})
// CHECK-LABEL: define {{.*}} @destroy(
// CHECK:         call i32 @count__coro_destroy(ptr %{{.*}})
// CHECK-NOT:     __bpf_coro_

// CHECK-LABEL: define internal i32 @count(ptr %frame, ptr %out, i32 %0)
// CHECK:         %index = load i32, ptr %{{[0-9]+}}
// NOT_STARTED (0) and DONE (-2) in one test: (index + 2) & ~2 == 0.
// CHECK-NEXT:    %[[P2:[0-9]+]] = add i32 %index, 2
// CHECK-NEXT:    %[[KEY:[0-9]+]] = and i32 %[[P2]], -3
// CHECK-NEXT:    %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %[[KEY]], i32 0)
// CHECK-NEXT:    br i1 %startable, label %claim, label %not.fresh
// CHECK:       claim:
// CHECK:         cmpxchg ptr %{{[0-9]+}}, i32 %index, i32 -1 seq_cst seq_cst
// CHECK:       not.startable:
// A suspended frame cannot be restarted (INVALID); anything else is corrupt.
// The one state, STATE, is the coroutine's tag and point 1 (docs/ABI.md
// section 3).
// CHECK:         [[S0:%[0-9]+]] = sub i32 %index, [[#%d,STATE:]]
// CHECK-NEXT:    icmp ult i32 [[S0]], 1
// CHECK-NEXT:    br i1 %{{[0-9]+}}, label %suspended, label %corrupt
// Not startable: the index is neither NOT_STARTED nor DONE, which the
// opaque compare hides from the optimiser; assumed, it lets a caller that
// tested the state first drop the INVALID and CORRUPT legs.
// CHECK:       not.fresh:
// CHECK-NEXT:    [[NS:%[0-9]+]] = icmp ne i32 %index, 0
// CHECK-NEXT:    call void @llvm.assume(i1 [[NS]])
// CHECK-NEXT:    [[ND:%[0-9]+]] = icmp ne i32 %index, -2
// CHECK-NEXT:    call void @llvm.assume(i1 [[ND]])
// CHECK-NEXT:    %cond = icmp eq i32 %index, -1
// CHECK-NEXT:    br i1 %cond, label %busy, label %not.startable
// CHECK:       init:
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 0
// CHECK-NEXT:    store volatile i64 [[RESUME_TOKEN:-?[0-9]+]]
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 8
// CHECK-NEXT:    store volatile i64 [[DESTROY_TOKEN:-?[0-9]+]]
// The suspension: n, s and i saved at 20, 24, 28; the value handed out.
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 20
// CHECK-NEXT:    store i32 %0,
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 24
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 28
// CHECK:         store i64 %{{[0-9]+}}, ptr %out
// CHECK:         getelementptr inbounds i8, ptr %frame, i64 16
// CHECK-NEXT:    atomicrmw xchg ptr %{{[0-9]+}}, i32 [[#STATE]] seq_cst
// CHECK-NEXT:    ret i32 1
// The return.
// CHECK:         store i64 %{{[0-9]+}}, ptr %out
// CHECK:         atomicrmw xchg ptr %{{[0-9]+}}, i32 -2 seq_cst
// CHECK-NEXT:    ret i32 0
// CHECK:       busy:
// CHECK-NEXT:    ret i32 -16
// CHECK:       corrupt:
// CHECK-NEXT:    ret i32 -117
// CHECK:       suspended:
// CHECK-NEXT:    ret i32 -22

// CHECK-LABEL: define internal i32 @count__coro_resume(ptr %frame, i64 %in, ptr %out)
// Only this coroutine's states are resumable: one compare checks the tag
// and the point; the tokens are not read.
// CHECK:         %index = load i32
// CHECK-NEXT:    [[M1:%[0-9]+]] = sub i32 %index, [[#STATE]]
// CHECK-NEXT:    %suspended = icmp ult i32 [[M1]], 1
// CHECK-NOT:     load volatile i64
// CHECK:       claim:
// CHECK:         cmpxchg ptr %{{[0-9]+}}, i32 %index, i32 -1 seq_cst seq_cst
// CHECK:       not.suspended.kind:
// CHECK-NEXT:    switch i32 %index, label %corrupt [
// CHECK-NEXT:      i32 0, label %not.suspended
// CHECK-NEXT:      i32 -2, label %not.suspended
// CHECK-NEXT:      i32 -1, label %busy
// The dispatch has an explicit error default, never a state picked at random.
// CHECK:       dispatch:
// CHECK:         label %unclaim
// CHECK:       coro.resume.1:
// CHECK:         load i32, ptr
// CHECK:         load i32, ptr
// CHECK:         load i32, ptr
// CHECK:       unclaim:
// CHECK-NEXT:    getelementptr inbounds i8, ptr %frame, i64 16
// CHECK-NEXT:    atomicrmw xchg ptr %{{[0-9]+}}, i32 %index seq_cst
// CHECK-NEXT:    ret i32 -117

// Destroy: a frame is ours if it is at one of our states, or DONE (which
// carries no tag) with our tokens.
// CHECK-LABEL: define internal i32 @count__coro_destroy(ptr %frame)
// CHECK:         sub i32 %index, [[#STATE]]
// CHECK:         %resume.token = load volatile i64
// CHECK:         %destroy.token = load volatile i64
// CHECK:         icmp eq i64 %resume.token, [[RESUME_TOKEN]]
// CHECK:         icmp eq i64 %destroy.token, [[DESTROY_TOKEN]]
// CHECK:         cmpxchg ptr %{{[0-9]+}}, i32 %index, i32 -1 seq_cst seq_cst
// CHECK:         store volatile i64 0
// CHECK:         store volatile i64 0
// CHECK:         atomicrmw xchg ptr %{{[0-9]+}}, i32 0 seq_cst
// CHECK:         select i1 %valid, i32 0, i32 -117
