; Proves: in coroutine code, an index into a local or global array whose
; length is no power of two, used only as that element, is clamped to the
; last element (`i u> N - 1 ? N - 1 : i`, between two asms so that
; selection folds neither the clamp nor the address) where neither
; LazyValueInfo, ScalarEvolution nor a compare the access lies under keeps
; it within the array: C gives it no other value. A ring of 5 with its
; head `h = (h + 1) % 5`, range-checked after a resume, went past the
; array in the verifier, which computes a signed remainder by 5 as
; [-4, 5] (test/corpus/run/ring-index-modulo-local-array.c). An index the
; split's check (llvm.bpf.compare) bounds, a loop counter below the
; length, one masked within the array, and an address a helper passes on
; to a callback get no clamp.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

; CHECK-LABEL: define internal i64 @ring__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[A:.+]] = icmp ugt i64 %[[H]], 4
; CHECK-NEXT: %[[C:.+]] = select i1 %[[A]], i64 4, i64 %[[H]]
; CHECK-NEXT: %[[HC:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[HC]]
define internal i64 @ring__coro_resume(ptr %frame, i32 %h) #0 {
  %r = alloca [5 x i32], align 4
  %h1 = add nsw i32 %h, 1
  %h2 = srem i32 %h1, 5
  %i = sext i32 %h2 to i64
  %p = getelementptr inbounds i32, ptr %r, i64 %i
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  ret i64 %w
}

; An unsigned remainder by 5 of a counter LazyValueInfo knows [0, 4]:
; selection makes it a multiply and shifts the verifier bounds part by
; part ([-9, 11] for a counter in [1, 11]), so it is clamped all the same
; (corpus run/remainder-index-checked-counter.c). Also through the
; truncation to a byte the optimiser makes of it.
; CHECK-LABEL: define internal i64 @remainder__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[A:.+]] = icmp ugt i64 %[[H]], 4
; CHECK-NEXT: %[[C:.+]] = select i1 %[[A]], i64 4, i64 %[[H]]
; CHECK-NEXT: %[[HC:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NEXT: %p = getelementptr inbounds i16, ptr %r, i64 %[[HC]]
define internal i64 @remainder__coro_resume(ptr %frame, i32 %c) #0 {
  %r = alloca [5 x i16], align 2
  %k = and i32 %c, 15
  %m = urem i32 %k, 5
  %b = trunc i32 %m to i8
  %i = zext i8 %b to i64
  %p = getelementptr inbounds i16, ptr %r, i64 %i
  %v = load i16, ptr %p, align 2
  %w = zext i16 %v to i64
  ret i64 %w
}

; An element of one of two arrays of one length, chosen (`((v & 1) ? x :
; y)[i % 5]`): clamped as an element of one (an adversarial round, corpus
; run/index-after-choice-of-two-arrays-remainder.c).
; CHECK-LABEL: define internal i64 @chosen__coro_resume(
; CHECK:      %[[A:.+]] = icmp ugt i64 %{{.+}}, 4
; CHECK-NEXT: %[[C:.+]] = select i1 %[[A]], i64 4, i64 %{{.+}}
; CHECK-NEXT: %[[HC:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %xy, i64 %[[HC]]
define internal i64 @chosen__coro_resume(ptr %frame, i32 %c, i1 %odd) #0 {
  %x = alloca [5 x i32], align 4
  %y = alloca [5 x i32], align 4
  %xy = select i1 %odd, ptr %x, ptr %y
  %k = and i32 %c, 15
  %m = urem i32 %k, 5
  %i = zext i32 %m to i64
  %p = getelementptr inbounds i32, ptr %xy, i64 %i
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  ret i64 %w
}

; An index made by `or` of two registers, which the known-bits mask (7)
; would let reach one past an int a[7] (`a[i * 2 + (i < 3)]`, i at most
; 3): clamped instead (corpus run/or-index-odd-array.c).
; CHECK-LABEL: define internal i64 @orindex__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %k)
; CHECK-NEXT: %[[A:.+]] = icmp ugt i64 %[[H]], 6
; CHECK-NEXT: %[[C:.+]] = select i1 %[[A]], i64 6, i64 %[[H]]
; CHECK-NEXT: %[[HC:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[HC]]
define internal i64 @orindex__coro_resume(ptr %frame, i64 %x) #0 {
  %r = alloca [7 x i32], align 4
  %i = and i64 %x, 3
  %d = shl nuw nsw i64 %i, 1
  %lt = icmp ult i64 %i, 3
  %b = zext i1 %lt to i64
  %k = or disjoint i64 %d, %b
  %p = getelementptr inbounds i32, ptr %r, i64 %k
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  ret i64 %w
}

; Checked by the split after the reload: hidden only.
; CHECK-LABEL: define internal i64 @checked__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[H]]
define internal i64 @checked__coro_resume(ptr %frame) #0 {
  %r = alloca [5 x i32], align 4
  %k = load i32, ptr %frame, align 4
  %ok = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %k, i32 4)
  br i1 %ok, label %in, label %bad

in:
  %i = zext i32 %k to i64
  %p = getelementptr inbounds i32, ptr %r, i64 %i
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  ret i64 %w

bad:
  ret i64 -117
}

; A loop counter below the length: hidden only.
; CHECK-LABEL: define internal i64 @counter__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[H]]
define internal i64 @counter__coro_resume(ptr %frame) #0 {
entry:
  %r = alloca [5 x i32], align 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %p = getelementptr inbounds i32, ptr %r, i64 %i
  store i32 0, ptr %p, align 4
  %next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %next, 5
  br i1 %more, label %loop, label %done

done:
  ret i64 0
}

; Masked within the array already: hidden only.
; CHECK-LABEL: define internal i64 @masked__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %m)
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[H]]
define internal i64 @masked__coro_resume(ptr %frame, i64 %x) #0 {
  %r = alloca [5 x i32], align 4
  %m = and i64 %x, 3
  %p = getelementptr inbounds i32, ptr %r, i64 %m
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  ret i64 %w
}

; An address given to a helper that calls back with it (bpf_loop's
; context, which the callback may step back from: `((int *)ctx)[-1]` of
; &a[n], n the length) is no element: hidden only, neither clamped nor,
; into 2^k elements, masked (corpus run/loop-context-end-pointer-*.c).
; CHECK-LABEL: define internal i64 @context__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %n)
; CHECK-NEXT: %p = getelementptr inbounds i32, ptr %r, i64 %[[H]]
; CHECK:      %[[H8:.+]] = call i64 asm "", "=r,0"(i64 %n)
; CHECK-NEXT: %q = getelementptr inbounds i32, ptr %e, i64 %[[H8]]
define internal i64 @context__coro_resume(ptr %frame, i64 %n) #0 {
  %r = alloca [5 x i32], align 4
  %e = alloca [8 x i32], align 4
  %p = getelementptr inbounds i32, ptr %r, i64 %n
  %c1 = call i64 inttoptr (i64 181 to ptr)(i32 1, ptr @step_back, ptr %p, i64 0)
  %q = getelementptr inbounds i32, ptr %e, i64 %n
  %c2 = call i64 inttoptr (i64 181 to ptr)(i32 1, ptr @step_back, ptr %q, i64 0)
  ret i64 %c2
}

define internal i64 @step_back(i64 %i, ptr %ctx) {
  %prev = getelementptr inbounds i32, ptr %ctx, i64 -1
  store i32 100, ptr %prev, align 4
  ret i64 0
}

declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
