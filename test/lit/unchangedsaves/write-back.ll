; Proves: a save (a store marked !bpfcoro.save) that writes back what the
; frame's same bytes held when they were loaded, with nothing on any way
; between that may write them, is dropped, and the load with it where the
; save was its only user: a value a loop around the suspension only reads
; (mapscan's threshold) was saved again at every suspension a resume
; reached. Through phis and selects of such loads too. It stays where
; something on a way between may write the bytes (a store through the
; frame overlapping them, a call given the frame, any atomic access: the
; claim and the publish hand the frame to other runs), where the load
; reads other bytes, and where the store is not the split's.
; RUN: %opt_coro -passes=bpf-coro-unchanged-saves -S %s | FileCheck %s

declare void @use(i64)
declare void @work()
declare void @fill(ptr)

; Past calls that are not given the frame, and branches.
; CHECK-LABEL: define void @dropped(
; CHECK-NOT:     load
; CHECK-NOT:     store
; CHECK:         ret void
define void @dropped(ptr %frame, i1 %c) #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  call void @work()
  br i1 %c, label %a, label %b
a:
  call void @work()
  br label %save
b:
  br label %save
save:
  store i64 %v, ptr %slot, align 8, !bpfcoro.save !0
  ret void
}

; A phi of two loads of the slot (one per resume reaching the point); the
; one the phi also takes stays, for its other user.
; CHECK-LABEL: define void @phi_of_loads(
; CHECK:       r1:
; CHECK-NEXT:    %v1 = load i32, ptr %slot, align 4, !bpfcoro.reload
; CHECK-NEXT:    %x = zext i32 %v1 to i64
; CHECK-NEXT:    call void @use(i64 %x)
; CHECK:       r2:
; CHECK-NEXT:    br label %save
; CHECK:       save:
; CHECK-NEXT:    ret void
define void @phi_of_loads(ptr %frame, i1 %c) #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 32
  br i1 %c, label %r1, label %r2
r1:
  %v1 = load i32, ptr %slot, align 4, !bpfcoro.reload !0
  %x = zext i32 %v1 to i64
  call void @use(i64 %x)
  br label %save
r2:
  %v2 = load i32, ptr %slot, align 4, !bpfcoro.reload !0
  %s = select i1 %c, i32 %v2, i32 %v2
  br label %save
save:
  %v = phi i32 [ %v1, %r1 ], [ %s, %r2 ]
  store i32 %v, ptr %slot, align 4, !bpfcoro.save !0
  ret void
}

; Something on a way between may write the bytes: kept, each.
; CHECK-LABEL: define void @clobbered(
; CHECK:         store i64 %v, ptr %slot, align 8, !bpfcoro.save
; CHECK:         store i64 %w, ptr %slot2, align 8, !bpfcoro.save
; CHECK:         store i64 %u, ptr %slot3, align 8, !bpfcoro.save
; CHECK:         store i32 %x, ptr %slot4, align 4, !bpfcoro.save
define void @clobbered(ptr %frame, i1 %c) #0 {
entry:
  ; a store of the split's overlapping the slot, on one way
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br i1 %c, label %a, label %b
a:
  %half = getelementptr inbounds i8, ptr %frame, i64 28
  store i32 7, ptr %half, align 4
  br label %b
b:
  store i64 %v, ptr %slot, align 8, !bpfcoro.save !0
  ; a call given the frame
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 40
  %w = load i64, ptr %slot2, align 8, !bpfcoro.reload !0
  %local = getelementptr inbounds i8, ptr %frame, i64 64
  call void @fill(ptr %local)
  store i64 %w, ptr %slot2, align 8, !bpfcoro.save !0
  ; a publish and a claim: another run may have saved in between
  %slot3 = getelementptr inbounds i8, ptr %frame, i64 48
  %u = load i64, ptr %slot3, align 8, !bpfcoro.reload !0
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %old = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4
  %claim = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4
  store i64 %u, ptr %slot3, align 8, !bpfcoro.save !0
  ; the load reads other bytes (the store writes 4 of its 8)
  %slot4 = getelementptr inbounds i8, ptr %frame, i64 56
  %y = load i64, ptr %slot4, align 8, !bpfcoro.reload !0
  %x = trunc i64 %y to i32
  store i32 %x, ptr %slot4, align 4, !bpfcoro.save !0
  ret void
}

; Around a loop: the way from the load back to the save passes a write of
; the slot on the next trip. Kept.
; CHECK-LABEL: define void @around_loop(
; CHECK:         store i64 %v, ptr %slot, align 8, !bpfcoro.save
define void @around_loop(ptr %frame, i1 %c) #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br label %loop
loop:
  %v = phi i64 [ 0, %entry ], [ %r, %latch ]
  store i64 %v, ptr %slot, align 8, !bpfcoro.save !0
  br i1 %c, label %latch, label %out
latch:
  %r = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  store i64 1, ptr %slot, align 8
  br label %loop
out:
  ret void
}

; A save in a cycle whose other way writes the slot: the save's second
; run writes the value back over the 7. Kept (an adversarial review's
; hand-made IR: the walk stopped at the save's block).
; CHECK-LABEL: define void @save_in_cycle(
; CHECK:         store i64 %v, ptr %slot, align 8, !bpfcoro.save
define void @save_in_cycle(ptr %frame, i1 %c) #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br label %t
t:
  store i64 %v, ptr %slot, align 8, !bpfcoro.save !0
  br i1 %c, label %exit, label %b
b:
  store i64 7, ptr %slot, align 8, !bpfcoro.save !0
  br label %t
exit:
  ret void
}

; A phi that takes the previous trip's load, a write of the slot on the way
; to the next one: the phi's value no longer what the slot holds. Kept.
; CHECK-LABEL: define void @previous_trip(
; CHECK:       t:
; CHECK-NEXT:    store i64 %old, ptr %slot, align 8, !bpfcoro.save
define void @previous_trip(ptr %frame, i1 %c) #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v0 = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br label %a
a:
  %old = phi i64 [ %v0, %entry ], [ %v, %a ]
  store i64 7, ptr %slot, align 8, !bpfcoro.save !0
  %v = load i64, ptr %slot, align 8, !bpfcoro.reload !0
  br i1 %c, label %a, label %t
t:
  store i64 %old, ptr %slot, align 8, !bpfcoro.save !0
  ret void
}

; A store that is not a save, and a save of a value that is not a load:
; kept.
; CHECK-LABEL: define void @not_a_save(
; CHECK:         store i64 %v, ptr %slot, align 8{{$}}
; CHECK:         store i64 %n, ptr %slot, align 8, !bpfcoro.save
define void @not_a_save(ptr %frame) #0 {
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %v = load i64, ptr %slot, align 8
  store i64 %v, ptr %slot, align 8
  %n = add i64 %v, 1
  store i64 %n, ptr %slot, align 8, !bpfcoro.save !0
  ret void
}

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }

!0 = !{}
