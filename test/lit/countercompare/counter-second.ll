; Proves: in a coroutine piece, a compare of a loop counter (a value made
; of constants by phis and constant steps) with a value that is not one
; gets the counter as its second operand, with the predicate swapped; the
; verifier before 6.8 decides a register-register branch only on a constant
; source register, and followed `if w_i < w_n` both ways past n's maximum
; until "The sequence of 8193 jumps is too complex" (fuzz seed 750 on 6.1).
; Compares of two counters, with a constant, or of other values, and every
; compare outside the coroutine pieces, stay as they were.
; RUN: %opt_coro -passes=bpf-coro-counter-compare -S %s | FileCheck %s

; CHECK-LABEL: define i32 @piece(
define i32 @piece(ptr %frame, i32 %k) #0 {
entry:
  %n = load i32, ptr %frame, align 4
  %m = load i32, ptr %frame, align 4
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %j = phi i32 [ 3, %entry ], [ %j.next, %latch ]
  %w = zext i32 %i to i64
  %n64 = zext i32 %n to i64
; A cast of the counter still is one.
; CHECK:       icmp sgt i64 %n64, %w
  %c0 = icmp slt i64 %w, %n64
; Two counters: left alone.
; CHECK:       icmp eq i32 %i, %j
  %c1 = icmp eq i32 %i, %j
; Two values that are not counters: left alone.
; CHECK:       icmp ult i32 %n, %m
  %c2 = icmp ult i32 %n, %m
; A constant: left alone.
; CHECK:       icmp ult i32 %i, 7
  %c3 = icmp ult i32 %i, 7
  %s0 = select i1 %c1, i1 %c2, i1 %c3
  %s = and i1 %c0, %s0
  br i1 %s, label %latch, label %out

latch:
  %i.next = add nuw i32 %i, 1
  %j.next = sub i32 %j, -2
; The latch's exit test: the counter's increment second, ult turned ugt.
; CHECK:       %more = icmp ugt i32 %n, %i.next
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %head, label %out

out:
; A phi of a counter and a load is not a counter.
; CHECK:       icmp ult i32 %mixed, %k
  %mixed = phi i32 [ %i, %head ], [ %m, %latch ]
  %c4 = icmp ult i32 %mixed, %k
  %r = zext i1 %c4 to i32
  ret i32 %r
}

; CHECK-LABEL: define i32 @plain(
; CHECK:       icmp ult i32 %i.next, %n
define i32 @plain(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %head, label %out

out:
  ret i32 %i
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
