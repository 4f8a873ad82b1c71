; Proves: in coroutine code, an element of a local array of 2^k elements
; whose address goes through a choice of two addresses (`c ? a[i] : b[j]`)
; is masked with the array's bound when every use of the choice reads or
; writes within one element: C reads a[i] only where c holds. The
; optimiser had dropped the source's `& 3` (c is i < 4) and selection
; computed &a[i] above the branch it made of the choice, from a copy of i
; the branch does not narrow: "invalid variable-offset read from stack"
; (extended fuzz seed 27617, corpus
; run/index-mask-dropped-in-address-choice.c). Not where the choice's
; address is stored, nor where a use of it reads past the element.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@slot = internal global ptr null, align 8

; CHECK-LABEL: define internal i64 @chosen(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: %pa = getelementptr inbounds nuw i32, ptr %a, i64 %[[HM]]
define internal i64 @chosen(i64 %x, i64 %j) #0 {
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  call void @fill(ptr %a, ptr %b)
  %i = and i64 %x, 255
  %c = icmp ult i64 %i, 4
  %pa = getelementptr inbounds nuw i32, ptr %a, i64 %i
  %jm = and i64 %j, 3
  %pb = getelementptr inbounds nuw i32, ptr %b, i64 %jm
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load i32, ptr %p, align 4
  %r = zext i32 %v to i64
  ret i64 %r
}

; CHECK-LABEL: define internal i64 @choice_stored(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %pa = getelementptr inbounds nuw i32, ptr %a, i64 %[[H]]
define internal i64 @choice_stored(i64 %x, i64 %j) #0 {
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  call void @fill(ptr %a, ptr %b)
  %i = and i64 %x, 255
  %c = icmp ult i64 %i, 4
  %pa = getelementptr inbounds nuw i32, ptr %a, i64 %i
  %jm = and i64 %j, 3
  %pb = getelementptr inbounds nuw i32, ptr %b, i64 %jm
  %p = select i1 %c, ptr %pa, ptr %pb
  store ptr %p, ptr @slot, align 8
  ret i64 0
}

; CHECK-LABEL: define internal i64 @choice_read_past(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %pa = getelementptr inbounds nuw i32, ptr %a, i64 %[[H]]
define internal i64 @choice_read_past(i64 %x, i64 %j) #0 {
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  call void @fill(ptr %a, ptr %b)
  %i = and i64 %x, 255
  %c = icmp ult i64 %i, 4
  %pa = getelementptr inbounds nuw i32, ptr %a, i64 %i
  %jm = and i64 %j, 3
  %pb = getelementptr inbounds nuw i32, ptr %b, i64 %jm
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load i64, ptr %p, align 4
  ret i64 %v
}

declare void @fill(ptr, ptr)

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
