; Proves: a resume's reload (a load marked !bpfcoro.reload) moves from the
; resume's start down to the nearest block dominating its users, right
; before the first of them there, in a start or resume inlined into its
; driver too: stacktrace's on_sys_exit reloaded three values before a ring
; buffer reserve, kept them on the stack across four helper calls, and the
; scheduler put a branch on one of them above a 24-load copy, which the
; verifier then walked twice (216 processed insns against the hand-split's
; 147). It stays where something on the way may write its slot (a store
; of the split's to an overlapping offset, a call given the frame's
; address), where an atomic access (the claim's publish) or a volatile one
; lies on the way, and out of loops it is not in; and where no call lies on
; the way, since a move past branches alone only changes where the
; verifier's states meet. Loads the split did not mark stay.
; RUN: %opt_coro -passes=bpf-coro-reload-sink -S %s | FileCheck %s

declare ptr @reserve()
declare void @use(i64)
declare void @fill(ptr)
declare void @resumed() #1

; Past a call and a branch, to right before its user.
; CHECK-LABEL: define void @past_call(
; CHECK:       entry:
; CHECK-NEXT:    %rec = call ptr @reserve()
; CHECK:       have:
; CHECK-NEXT:    store i64 1, ptr %rec
; CHECK-NEXT:    %slot = getelementptr inbounds i8, ptr %frame, i64 24
; CHECK-NEXT:    %v = load i64, ptr %slot, align 8, !bpfcoro.reload
; CHECK-NEXT:    %pos = icmp sgt i64 %v, 0
define void @past_call(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  %rec = call ptr @reserve()
  %null = icmp eq ptr %rec, null
  br i1 %null, label %out, label %have

have:
  store i64 1, ptr %rec
  %pos = icmp sgt i64 %v, 0
  %k = select i1 %pos, i64 %v, i64 0
  store i64 %k, ptr %rec
  br label %out

out:
  ret void
}

; A narrowed value's zero extension goes along; two users in two blocks:
; to the end of the block dominating both.
; CHECK-LABEL: define void @two_users(
; CHECK:       join:
; CHECK-NEXT:    call void @use(i64 0)
; CHECK-NEXT:    %slot = getelementptr
; CHECK-NEXT:    %v = load i32, ptr %slot, align 4, !bpfcoro.reload
; CHECK-NEXT:    %z = zext i32 %v to i64
; CHECK-NEXT:    br i1 %c, label %a, label %b
define void @two_users(ptr %frame, i1 %c) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i32, ptr %slot, align 4, !bpfcoro.reload !0
  %z = zext i32 %v to i64
  br label %join

join:
  call void @use(i64 0)
  br i1 %c, label %a, label %b

a:
  call void @use(i64 %z)
  ret void

b:
  call void @use(i64 %z)
  ret void
}

; A store of the split's to the slot on one of the paths: stays.
; CHECK-LABEL: define void @slot_written(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       next:
define void @slot_written(ptr %frame, i1 %c) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br i1 %c, label %save, label %next

save:
  call void @use(i64 0)
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 28
  store i32 7, ptr %slot2
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; A store to another slot of the same frame does not hold it.
; CHECK-LABEL: define void @other_slot_written(
; CHECK:       next:
; CHECK-NEXT:    %slot = getelementptr
; CHECK-NEXT:    %v = load i64
define void @other_slot_written(ptr %frame, i1 %c) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br i1 %c, label %save, label %next

save:
  call void @use(i64 0)
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 32
  store i64 7, ptr %slot2
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; A call given an address in the frame may write anything in it: stays.
; CHECK-LABEL: define void @frame_to_call(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       next:
define void @frame_to_call(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  %local = getelementptr inbounds i8, ptr %frame, i64 64
  call void @fill(ptr %local)
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; The publish (an atomic exchange of the index) hands the frame to the
; next run: a user after it (the driver reading what the coroutine
; returned) keeps the load above it.
; CHECK-LABEL: define void @past_publish(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       next:
define void @past_publish(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %old = atomicrmw xchg ptr %index, i32 -2 seq_cst, align 4
  call void @use(i64 0)
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; The same with the per-CPU publish, a volatile store.
; CHECK-LABEL: define void @past_volatile(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       next:
define void @past_volatile(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  store volatile i32 -2, ptr %index, align 4
  call void @use(i64 0)
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; Past branches alone it gains nothing (no call it would otherwise be
; live across) and only moves where the verifier's states meet: stays.
; CHECK-LABEL: define void @branches_only(
; CHECK:       entry:
; CHECK-NEXT:    %slot = getelementptr
; CHECK-NEXT:    %v = load i64
define void @branches_only(ptr %frame, i1 %c, ptr %p) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br i1 %c, label %side, label %next

side:
  store i64 1, ptr %p
  br label %next

next:
  call void @use(i64 %v)
  ret void
}

; Never into a loop.
; CHECK-LABEL: define void @into_loop(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       loop:
define void @into_loop(ptr %frame, i64 %n) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @use(i64 %v)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %out, label %loop

out:
  ret void
}

; Within one loop iteration, down the loop's body.
; CHECK-LABEL: define void @within_loop(
; CHECK:       body:
; CHECK-NEXT:    call void @use(i64 0)
; CHECK-NEXT:    %slot = getelementptr
; CHECK-NEXT:    %v = load i64
define void @within_loop(ptr %frame, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br label %body

body:
  call void @use(i64 0)
  call void @use(i64 %v)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %out, label %loop

out:
  ret void
}

; A load the split did not mark stays.
; CHECK-LABEL: define void @unmarked(
; CHECK:       entry:
; CHECK:         %v = load i64
; CHECK:       next:
define void @unmarked(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8
  call void @use(i64 0)
  br label %next

next:
  call void @use(i64 %v)
  ret void
}


; A user in a block the entry does not reach (left for codegen to drop):
; no block dominates both, the reload stays.
; CHECK-LABEL: define void @unreachable_user(
; CHECK:       entry:
; CHECK:         %v = load i64
define void @unreachable_user(ptr %frame) {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  call void @use(i64 %v)
  ret void

dead:
  call void @use(i64 %v)
  ret void
}

attributes #1 = { "bpf-coro-inlined" }

!0 = !{}
