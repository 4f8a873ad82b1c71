; Proves: in coroutine code, `next = x + c` computed in a block that ends
; by branching on a compare of x, and taken only by phis of one successor,
; is computed on the edge to that successor instead: below the branch,
; where the verifier has narrowed x, and so next. Above it, next is another
; register the verifier does not narrow with x (extended fuzz seed 10636,
; test/corpus/run/loop-next-value-above-exit-test.c: i in [0, 2], i + 1
; in [1, 3] before `i < 2`, then `a[(i + 1) & 3]` past the array). Also
; in a loop LoopInfo does not see (a resume enters it in its middle). An
; add used elsewhere, of a value the branch does not test, or outside
; coroutine code stays.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; CHECK-LABEL: define void @latch(
; CHECK:       latch.next:
; CHECK-NEXT:    %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    br label %body
; CHECK:       body:
; CHECK-NEXT:    %j = phi i32 [ 0, %entry ], [ %i.next, %latch.next ]
; CHECK:       latch:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
; CHECK-NEXT:    br i1 %more, label %latch.next, label %out
define void @latch(ptr %p, i32 %r) #0 {
entry:
  %in = icmp ult i32 %r, 3
  br i1 %in, label %latch, label %body

body:
  %j = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  store volatile i32 %j, ptr %p
  br label %latch

latch:
  %i = phi i32 [ %r, %entry ], [ %j, %body ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

out:
  ret void
}

; Used beside the phi too: it stays.
; CHECK-LABEL: define i32 @other_use(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
define i32 @other_use(ptr %p) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i, 2
  store volatile i32 %i.next, ptr %p
  br i1 %more, label %head, label %out

out:
  ret i32 0
}

; The branch tests another value: it stays.
; CHECK-LABEL: define void @other_test(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %k = load
; CHECK-NEXT:    %more = icmp ult i32 %k, 2
define void @other_test(ptr %p) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %k = load volatile i32, ptr %p
  %more = icmp ult i32 %k, 2
  br i1 %more, label %head, label %out

out:
  ret void
}

; Outside coroutine code nothing changes.
; CHECK-LABEL: define void @plain(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
define void @plain(ptr %p) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i, 2
  store volatile i32 %i, ptr %p
  br i1 %more, label %head, label %out

out:
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
