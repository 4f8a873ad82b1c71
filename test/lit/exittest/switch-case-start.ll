; Proves: a counter whose start is a value a switch case fixes (LLVM reuses
; `v & 3`, known 0 in case 0, as the first value of a loop counter in that
; case) is known to start at most at the bound from what holds on the
; loop's entry edge, so its `!=` exit test becomes `<`. ScalarEvolution sees
; only an unknown start and no guard (a switch case is none to it); with the
; `!=` the verifier counted the counter up until "BPF program is too large"
; (extended fuzz seed 39884, its bpf_coro_user_return() variant). A case
; that fixes a start above the bound proves nothing, and the equality stays.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; CHECK-LABEL: define void @case_zero(
; CHECK:         %done = icmp uge i32 %i, %n
define void @case_zero(i32 %v, i32 %b, ptr %p) #0 {
entry:
  %sel = and i32 %v, 3
  %n = and i32 %b, 3
  switch i32 %sel, label %out [
    i32 0, label %loop
    i32 1, label %out
  ]

loop:
  %i = phi i32 [ %sel, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %done = icmp eq i32 %i, %n
  br i1 %done, label %out, label %loop

out:
  ret void
}

; Case 5 starts the counter at 5, above every bound %n can be: no proof.
; CHECK-LABEL: define void @case_above(
; CHECK:         %done = icmp eq i32 %i, %n
define void @case_above(i32 %v, i32 %b, ptr %p) #0 {
entry:
  %n = and i32 %b, 3
  switch i32 %v, label %out [
    i32 5, label %loop
  ]

loop:
  %i = phi i32 [ %v, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %done = icmp eq i32 %i, %n
  br i1 %done, label %out, label %loop

out:
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
