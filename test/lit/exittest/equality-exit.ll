; Proves: in coroutine code, a loop's exit test that is an equality of a
; counter stepping by one and a bound that is not a constant (what
; IndVarSimplify's linear function test replacement makes of i < n) is
; made the inequality again where the loop's entry proves the counter
; starts at most at the bound, unsigned or else signed: the verifier
; narrows n on a != only at n's ends and went round such a loop in a
; resume until "The sequence of 8193 jumps is too complex" (extended fuzz
; seed 4983, test/corpus/run/loop-exit-test-not-replaced.c). Against a
; constant, without the proof, where the test does not run on every
; iteration, and outside coroutine code, the equality stays.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; The rotated loop of the fuzz program: the guard x != 0 makes n >= 2, the
; counter's first value at the test.
; CHECK-LABEL: define void @rotated(
; CHECK:         %done = icmp ule i64 %n64, %i.next
define void @rotated(i32 %b, ptr %p) #0 {
entry:
  %x = and i32 %b, 3
  %n = add nuw nsw i32 %x, 1
  %n64 = zext i32 %n to i64
  %skip = icmp eq i32 %x, 0
  br i1 %skip, label %out, label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %done = icmp eq i64 %n64, %i.next
  br i1 %done, label %out, label %loop

out:
  ret void
}

; A != that stays in the loop becomes a <.
; CHECK-LABEL: define void @stays_while_ne(
; CHECK:         %more = icmp ult i64 %i.next, %n64
define void @stays_while_ne(i32 %b, ptr %p) #0 {
entry:
  %x = and i32 %b, 3
  %n = add nuw nsw i32 %x, 1
  %n64 = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %more = icmp ne i64 %i.next, %n64
  br i1 %more, label %loop, label %out

out:
  ret void
}

; Counting down from n to m, guarded by n >= m.
; CHECK-LABEL: define void @down(
; CHECK:         %done = icmp ule i64 %i, %m
define void @down(i64 %n, i64 %m, ptr %p) #0 {
entry:
  %enter = icmp uge i64 %n, %m
  br i1 %enter, label %loop, label %out

loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %body ]
  %done = icmp eq i64 %i, %m
  br i1 %done, label %out, label %body

body:
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  br label %loop

out:
  ret void
}

; From -1 to n >= 0: only the signed order proves it.
; CHECK-LABEL: define void @signed_start(
; CHECK:         %done = icmp sge i64 %i.next, %n64
define void @signed_start(i32 %b, ptr %p) #0 {
entry:
  %x = and i32 %b, 3
  %n64 = zext i32 %x to i64
  br label %loop

loop:
  %i = phi i64 [ -2, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %out, label %loop

out:
  ret void
}

; Without the guard the counter's first test (2) may be past n (1): the
; equality is not the inequality then, and stays.
; CHECK-LABEL: define void @unproven(
; CHECK:         %done = icmp eq i64 %n64, %i.next
define void @unproven(i32 %b, ptr %p) #0 {
entry:
  %x = and i32 %b, 3
  %n = add nuw nsw i32 %x, 1
  %n64 = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %done = icmp eq i64 %n64, %i.next
  br i1 %done, label %out, label %loop

out:
  ret void
}

; A constant bound stays an equality: the verifier decides it exactly.
; CHECK-LABEL: define void @constant(
; CHECK:         %done = icmp eq i64 %i.next, 8
define void @constant(ptr %p) #0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %out, label %loop

out:
  ret void
}

; A test on some iterations only: the counter can step over n between two
; tests, where != and < differ.
; CHECK-LABEL: define void @some_iterations(
; CHECK:         %done = icmp eq i64 %i.next, %n64
define void @some_iterations(i32 %b, ptr %p, i1 %c) #0 {
entry:
  %x = and i32 %b, 3
  %n = add nuw nsw i32 %x, 1
  %n64 = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %odd = load volatile i1, ptr %p
  br i1 %odd, label %test, label %latch

test:
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %out, label %latch

latch:
  store volatile i64 %i.next, ptr %p
  br label %loop

out:
  ret void
}

; Outside coroutine code nothing changes.
; CHECK-LABEL: define void @plain(
; CHECK:         %done = icmp eq i64 %n64, %i.next
define void @plain(i32 %b, ptr %p) {
entry:
  %x = and i32 %b, 3
  %n = add nuw nsw i32 %x, 1
  %n64 = zext i32 %n to i64
  %skip = icmp eq i32 %x, 0
  br i1 %skip, label %out, label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  store volatile i64 %i.next, ptr %p
  %done = icmp eq i64 %n64, %i.next
  br i1 %done, label %out, label %loop

out:
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
