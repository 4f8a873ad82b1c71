; Proves: an offset of the index a claim compares (bpfcoro.index), `index
; + C`, is computed from an earlier offset `index + C'` that dominates it,
; as `(index + C') + (C - C')`, where only compares read `index + C'`
; besides and the index is read after: the resume's `index - first u< N`
; below the driver's `index - 1 u> -4` then adds in place into the
; register the driver's test is done with, one copy fewer (bench/ steps
; 91 to 90 processed instructions). Not where something else reads the
; earlier offset (an `&` in place would need the copy back), nor where
; nothing reads the index after (its own register takes the add), nor for
; an index no claim compares.
; RUN: %opt_coro -passes=bpf-coro-state-tests -S %s | FileCheck %s

; CHECK-LABEL: define i32 @rebased(
; CHECK:         %t = add i32 %index, -1
; CHECK:         %u = add i32 %t, 1300766720
; CHECK-NEXT:    %ours = icmp ult i32 %u, 3
define i32 @rebased(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %t = add i32 %index, -1
  %suspended = icmp ult i32 %t, -3
  br i1 %suspended, label %resume, label %start

resume:
  %u = add nsw i32 %index, 1300766719
  %ours = icmp ult i32 %u, 3
  br i1 %ours, label %claim, label %corrupt

claim:
  %pair = cmpxchg ptr %p, i32 %index, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  ret i32 1

corrupt:
  ret i32 -117

start:
  ret i32 0
}

; The earlier offset is and-ed too: it stays.
; CHECK-LABEL: define i32 @masked(
; CHECK:         %u = add i32 %index, 1300766719
define i32 @masked(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %t = add i32 %index, 2
  %k = and i32 %t, -3
  %fresh = icmp eq i32 %k, 0
  br i1 %fresh, label %claim, label %other

other:
  %u = add i32 %index, 1300766719
  %ours = icmp ult i32 %u, 3
  br i1 %ours, label %suspended, label %corrupt

claim:
  %pair = cmpxchg ptr %p, i32 %index, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  ret i32 1

suspended:
  ret i32 -22

corrupt:
  ret i32 -117
}

; Nothing reads the index after the later offset: it stays.
; CHECK-LABEL: define i32 @index_dead(
; CHECK:         %u = add i32 %index, 1300766719
define i32 @index_dead(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %t = add i32 %index, -1
  %suspended = icmp ult i32 %t, -3
  br i1 %suspended, label %claim, label %other

claim:
  %pair = cmpxchg ptr %p, i32 %index, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  ret i32 1

other:
  %u = add i32 %index, 1300766719
  %ours = icmp ult i32 %u, 3
  %r = select i1 %ours, i32 -22, i32 -117
  ret i32 %r
}

; No claim compares the index: it stays.
; CHECK-LABEL: define i32 @unclaimed(
; CHECK:         %u = add i32 %index, 1300766719
define i32 @unclaimed(ptr %frame, ptr %q) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %t = add i32 %index, -1
  %suspended = icmp ult i32 %t, -3
  br i1 %suspended, label %resume, label %start

resume:
  %u = add i32 %index, 1300766719
  %ours = icmp ult i32 %u, 3
  br i1 %ours, label %claim, label %start

claim:
  store i32 %index, ptr %q
  ret i32 1

start:
  ret i32 0
}

!0 = !{}
