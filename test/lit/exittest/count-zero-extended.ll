; Proves: in coroutine code, a 32-bit value truncated from a 64-bit one
; that a min/max or a select chooses a loop's count from is zero-extended
; in its register first (an and with 0xffffffff behind an empty asm, which
; the code generator emits as `w7 = w7`). The clamp is lowered as a copy
; made before the branch that tests the original; the verifier links a
; 32-bit copy to its source only when the source fits 32 bits, and walked
; the count down from 0x7fffffff (extended fuzz seed 2885, corpus
; run/count-clamped-from-wide-value.c). Not where the source already fits,
; nor where the choice starts no loop, nor outside coroutine code.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; CHECK-LABEL: define void @clamped(
; CHECK:         %n.low = and i64 %v, 4294967295
; CHECK-NEXT:    %[[K:[0-9]+]] = call i64 asm "", "=r,0"(i64 %n.low)
; CHECK-NEXT:    %n = trunc i64 %[[K]] to i32
; CHECK-NEXT:    %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
define void @clamped(ptr %p, i64 %v) #0 {
entry:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; CHECK-LABEL: define void @fits(
; CHECK-NOT:     asm
; CHECK:         %n = trunc i64 %w to i32
define void @fits(ptr %p, i32 %x) #0 {
entry:
  %w = zext i32 %x to i64
  %n = trunc i64 %w to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; CHECK-LABEL: define i32 @no_loop(
; CHECK-NOT:     asm
; CHECK:         %n = trunc i64 %v to i32
define i32 @no_loop(i64 %v) #0 {
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  ret i32 %c
}

; CHECK-LABEL: define void @plain(
; CHECK-NOT:     asm
; CHECK:         %n = trunc i64 %v to i32
define void @plain(ptr %p, i64 %v) {
entry:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
