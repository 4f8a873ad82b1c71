; Proves: in coroutine code, an 8- or 16-bit phi in a cycle that is tested
; against a constant, and the phis it takes values from, get 32-bit phis
; that hold the value zero-extended (each incoming value extended where it
; comes from, so the step is masked right after it); equality and unsigned
; tests against constants and zero extensions read the wide phi, anything
; else its low bits. The backend kept `__u8 h` in a register it stepped
; unmasked and tested a masked copy of, and the verifier, which narrows
; only the register a branch tests, counted the stepped one round for ever
; (corpus run/u8-count-down-some-yields.c). The cycle here is entered in
; its middle too (a resume's entry), so it is no natural loop. Signed
; tests, phis tested against nothing, and code outside coroutines stay.
; RUN: %opt_coro -passes=bpf-coro-narrow-counter -S %s | FileCheck %s

; CHECK-LABEL: define i64 @piece(
; CHECK:       head:
; CHECK-NEXT:    %h.zext = phi i32 [ %start.zext, %entry ], [ %l.zext, %latch ]
; CHECK-NEXT:    %h = trunc i32 %h.zext to i8
; CHECK-NEXT:    %done = icmp eq i32 %h.zext, 0
; CHECK:       body:
; CHECK-NEXT:    %next = add i8 %h, -1
; CHECK-NEXT:    %neg = icmp slt i8 %h, 0
; CHECK:       latch:
; CHECK-NEXT:    %l.zext = phi i32 [ %next.zext, %body ], [ %mid.zext, %latch.in ]
; CHECK-NEXT:    %z = zext i32 %l.zext to i64
define i64 @piece(i8 %start, i1 %resume, i8 %mid, ptr %p) #0 {
entry:
  br i1 %resume, label %latch.in, label %head

head:
  %h = phi i8 [ %start, %entry ], [ %l, %latch ]
  %done = icmp eq i8 %h, 0
  br i1 %done, label %out, label %body

body:
  %next = add i8 %h, -1
  %neg = icmp slt i8 %h, 0
  store volatile i1 %neg, ptr %p
  br label %latch

latch.in:
  br label %latch

latch:
  %l = phi i8 [ %next, %body ], [ %mid, %latch.in ]
  %z = zext i8 %l to i64
  store volatile i64 %z, ptr %p
  br label %head

out:
  ret i64 0
}

; A 16-bit phi tested against nothing: stays.
; CHECK-LABEL: define i16 @untested(
; CHECK:         %h = phi i16 [ %start, %entry ], [ %next, %loop ]
define i16 @untested(i16 %start, ptr %p) #0 {
entry:
  br label %loop

loop:
  %h = phi i16 [ %start, %entry ], [ %next, %loop ]
  %next = add i16 %h, 3
  %v = load volatile i1, ptr %p
  br i1 %v, label %loop, label %out

out:
  ret i16 %h
}

; CHECK-LABEL: define void @plain(
; CHECK:         %h = phi i8 [ %start, %entry ], [ %next, %body ]
define void @plain(i8 %start, ptr %p) {
entry:
  br label %head

head:
  %h = phi i8 [ %start, %entry ], [ %next, %body ]
  %done = icmp eq i8 %h, 0
  br i1 %done, label %out, label %body

body:
  %next = add i8 %h, -1
  store volatile i8 %h, ptr %p
  br label %head

out:
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
