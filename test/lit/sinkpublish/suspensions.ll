; Proves: the suspension points of a resume that end alike (save the same
; slot, publish the same frame's index) share one copy of that end, with a
; phi for what differs between them (@shared: bench seq 1000, 7233
; processed insns before, 5090 after; the start's way saves through another
; address and keeps its own end), each way keeping an instruction (an empty
; way costs CodeGenPrepare a compare with every other way: +0.45 s at seq
; 1000); the set of ways that share the most goes first and the others keep
; theirs (@subset). Moved code keeps only the flags every way had (@flags).
; Nothing moves where the ways share the publish alone (@publish_only: the
; code generator merges that), where they save to different slots
; (@other_slots: an address never becomes a phi), where two operands of one
; instruction differ (@two_operands: that stays, what follows it moves),
; where a value is used by a way's own join input that another way does not
; match (@told_apart), or where the exchange is not a publish (@not_index:
; no bpfcoro.index). From an adversarial review (each crashed opt or broke
; the rule on addresses before): a value every way takes from one way's
; moved code stays where it is (@cross_way), a moved value is a join input
; on its own way's edge only (@other_edge), a value that uses itself does
; not move (@self_use), an address made by moved code from what differs is
; refused like a phi of addresses (@address_by_moved_code), and an
; instruction only some ways mark as an index atomic is not marked
; (@mark_one_way). A store-release publish (-bpf-coro-publish=release) is
; shared the same way (@release: bench seq 100 at -mcpu=v4, 785 -> 580).
; RUN: %opt_coro -passes=bpf-coro-sink-publish -S %s | FileCheck %s

define void @inlined_piece() #0 {
  ret void
}

; CHECK-LABEL: define i64 @shared(
; CHECK:       start:
; CHECK:         store i64 %in, ptr %slot.start, align 8
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 1001 seq_cst, align 4, !bpfcoro.index
; CHECK-NEXT:    br label %join
; CHECK:       s1:
; CHECK-NEXT:    %x1 = xor i64 %in, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       s2:
; CHECK-NEXT:    %x2 = xor i64 %in, 2
; CHECK-NEXT:    br label %join.publish
; CHECK:       s3:
; CHECK-NEXT:    %x3 = xor i64 %in, 3
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK-DAG:     [[C:%.*]] = phi i32 [ 1001, %s3 ], [ 1003, %s2 ], [ 1002, %s1 ]
; CHECK-DAG:     [[X:%.*]] = phi i64 [ %x3, %s3 ], [ %x2, %s2 ], [ %x1, %s1 ]
; CHECK:         [[Y:%.*]] = add i64 %acc, [[X]]
; CHECK-NEXT:    store i64 [[Y]], ptr %slot, align 8
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 [[C]] seq_cst, align 4, !bpfcoro.index
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    %out = phi i64 [ 0, %busy ], [ %in, %start ], [ [[Y]], %join.publish ]
; CHECK-NEXT:    ret i64 %out
define i64 @shared(ptr %frame, i32 %state, i64 %in) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %acc = load i64, ptr %slot, align 8
  switch i32 %state, label %busy [
    i32 0, label %start
    i32 1001, label %s1
    i32 1002, label %s2
    i32 1003, label %s3
  ]

busy:
  br label %join

start:
  %slot.start = getelementptr inbounds i8, ptr %frame, i64 24
  store i64 %in, ptr %slot.start, align 8
  %p0 = atomicrmw xchg ptr %index, i32 1001 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s1:
  %x1 = xor i64 %in, 1
  %y1 = add i64 %acc, %x1
  store i64 %y1, ptr %slot, align 8
  %p1 = atomicrmw xchg ptr %index, i32 1002 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s2:
  %x2 = xor i64 %in, 2
  %y2 = add i64 %acc, %x2
  store i64 %y2, ptr %slot, align 8
  %p2 = atomicrmw xchg ptr %index, i32 1003 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s3:
  %x3 = xor i64 %in, 3
  %y3 = add i64 %acc, %x3
  store i64 %y3, ptr %slot, align 8
  %p3 = atomicrmw xchg ptr %index, i32 1001 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  %out = phi i64 [ 0, %busy ], [ %in, %start ], [ %y1, %s1 ], [ %y2, %s2 ], [ %y3, %s3 ]
  ret i64 %out
}

; CHECK-LABEL: define void @subset(
; CHECK:       a:
; CHECK-NEXT:    %wa = add i64 %v, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       b:
; CHECK-NEXT:    %wb = add i64 %v, 2
; CHECK-NEXT:    br label %join.publish
; CHECK:       c:
; CHECK-NEXT:    %wc = add i64 %v, 3
; CHECK-NEXT:    store i64 %wc, ptr %slot2, align 8
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 3 seq_cst
; CHECK:       join.publish:
; CHECK-DAG:     [[C:%.*]] = phi i32 [ 2, %b ], [ 1, %a ]
; CHECK-DAG:     [[W:%.*]] = phi i64 [ %wb, %b ], [ %wa, %a ]
; CHECK:         store i64 [[W]], ptr %slot, align 8
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 [[C]] seq_cst
define void @subset(ptr %frame, i32 %state, i64 %v) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 32
  switch i32 %state, label %c [
    i32 1, label %a
    i32 2, label %b
  ]

a:
  %wa = add i64 %v, 1
  store i64 %wa, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %wb = add i64 %v, 2
  store i64 %wb, ptr %slot, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

c:
  %wc = add i64 %v, 3
  store i64 %wc, ptr %slot2, align 8
  %pc = atomicrmw xchg ptr %index, i32 3 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @flags(
; CHECK:       a:
; CHECK-NEXT:    %ma = mul i64 %acc, 3
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK:         = add i64 %
; CHECK-NOT:     nsw
; CHECK:         ret void
define void @flags(ptr %frame, i1 %c, i64 %acc) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  %ma = mul i64 %acc, 3
  %ya = add nsw i64 %ma, 1
  store i64 %ya, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %mb = mul i64 %acc, 5
  %yb = add i64 %mb, 1
  store i64 %yb, ptr %slot, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @publish_only(
; CHECK-NOT:   .publish
; CHECK:       ret void
define void @publish_only(ptr %frame, i1 %c) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  br i1 %c, label %a, label %b

a:
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @other_slots(
; CHECK-NOT:   .publish
; CHECK:       ret void
define void @other_slots(ptr %frame, i1 %c, i64 %v) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 32
  br i1 %c, label %a, label %b

a:
  store i64 %v, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  store i64 %v, ptr %slot2, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @two_operands(
; CHECK:       a:
; CHECK-NEXT:    %ya = add i64 %p, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       b:
; CHECK-NEXT:    %yb = add i64 %q, 2
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK:         store i64 %
define void @two_operands(ptr %frame, i1 %c, i64 %p, i64 %q) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  %ya = add i64 %p, 1
  store i64 %ya, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %yb = add i64 %q, 2
  store i64 %yb, ptr %slot, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define i64 @told_apart(
; CHECK:       a:
; CHECK-NEXT:    %ya = add i64 %acc, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       b:
; CHECK-NEXT:    %yb = add i64 %acc, 2
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK:         store i64 %
; CHECK:       join:
; CHECK-NEXT:    %out = phi i64 [ %
define i64 @told_apart(ptr %frame, i1 %c, i64 %acc) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  %ya = add i64 %acc, 1
  store i64 %ya, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %yb = add i64 %acc, 2
  store i64 %yb, ptr %slot, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  %out = phi i64 [ %ya, %a ], [ %acc, %b ]
  ret i64 %out
}

; CHECK-LABEL: define void @not_index(
; CHECK-NOT:   .publish
; CHECK:       ret void
define void @not_index(ptr %frame, i1 %c, i64 %v) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  store i64 %v, ptr %slot, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4
  br label %join

b:
  store i64 %v, ptr %slot, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @cross_way(
; CHECK:       s1:
; CHECK-NEXT:    %d1 = mul i64 %acc, 3
; CHECK-NEXT:    %y1 = add i64 %d1, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK:         add i64 %y1, 2
define void @cross_way(ptr %frame, i64 %acc, i1 %c) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br label %s1

s1:
  %d1 = mul i64 %acc, 3
  %y1 = add i64 %d1, 1
  %z1 = add i64 %y1, 2
  store i64 %z1, ptr %slot, align 8
  %p1 = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s2:
  %d2 = sub i64 %acc, 3
  %y2 = add i64 %d2, 1
  %z2 = add i64 %y1, 2
  store i64 %z2, ptr %slot, align 8
  %p2 = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  br i1 %c, label %s2, label %exit

exit:
  ret void
}

; CHECK-LABEL: define i64 @other_edge(
; CHECK:       s1:
; CHECK-NEXT:    %d1 = mul i64 %acc, 3
; CHECK-NEXT:    %y1 = add i64 %acc, 1
; CHECK-NEXT:    br label %join.publish
; CHECK:       join:
; CHECK-NEXT:    %out = phi i64 [ %y1, %other ], [ %out.ph, %join.publish ]
define i64 @other_edge(ptr %frame, i64 %acc, i32 %sel) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br label %s1

s1:
  %d1 = mul i64 %acc, 3
  %y1 = add i64 %acc, 1
  store i64 %y1, ptr %slot, align 8
  %p1 = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s2:
  %d2 = sub i64 %acc, 3
  %y2 = add i64 %acc, 2
  store i64 %y2, ptr %slot, align 8
  %p2 = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

other:
  br label %join

join:
  %out = phi i64 [ %y1, %s1 ], [ %y2, %s2 ], [ %y1, %other ]
  switch i32 %sel, label %exit [
    i32 1, label %s2
    i32 2, label %other
  ]

exit:
  ret i64 %out
}

; CHECK-LABEL: define void @self_use(
; CHECK:       s1:
; CHECK-NEXT:    %m1 = mul i64 %v, 3
; CHECK-NEXT:    %y1 = add i64 %y1, 1
; CHECK-NEXT:    br label %join.publish
define void @self_use(ptr %frame, i64 %v) {
entry:
  ret void

s1:
  %m1 = mul i64 %v, 3
  %y1 = add i64 %y1, 1
  store i64 %y1, ptr %frame, align 8
  %p1 = atomicrmw xchg ptr %frame, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

s2:
  %m2 = mul i64 %v, 5
  %y2 = add i64 %y2, 1
  store i64 %y2, ptr %frame, align 8
  %p2 = atomicrmw xchg ptr %frame, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @address_by_moved_code(
; CHECK-NOT:   .publish
; CHECK:       ret void
define void @address_by_moved_code(ptr %frame, i1 %c, i64 %v, i64 %w) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  br i1 %c, label %a, label %b

a:
  %ka = mul i64 %v, 3
  %oa = add i64 %w, 24
  %sa = getelementptr inbounds i8, ptr %frame, i64 %oa
  store i64 %ka, ptr %sa, align 8
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %kb = mul i64 %v, 5
  %ob = add i64 %w, 32
  %sb = getelementptr inbounds i8, ptr %frame, i64 %ob
  store i64 %kb, ptr %sb, align 8
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @mark_one_way(
; CHECK:       join.publish:
; CHECK:         load atomic i32, ptr %index acquire, align 4{{$}}
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 %{{.*}} seq_cst, align 4, !bpfcoro.index
define void @mark_one_way(ptr %frame, i1 %c, i64 %v) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  %ka = mul i64 %v, 3
  store i64 %ka, ptr %slot, align 8
  %la = load atomic i32, ptr %index acquire, align 4
  %pa = atomicrmw xchg ptr %index, i32 1 seq_cst, align 4, !bpfcoro.index !0
  br label %join

b:
  %kb = mul i64 %v, 5
  store i64 %kb, ptr %slot, align 8
  %lb = load atomic i32, ptr %index acquire, align 4, !bpfcoro.index !0
  %pb = atomicrmw xchg ptr %index, i32 2 seq_cst, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @release(
; CHECK:       a:
; CHECK-NEXT:    %ya = mul i64 %acc, 3
; CHECK-NEXT:    br label %join.publish
; CHECK:       join.publish:
; CHECK-DAG:     [[C:%.*]] = phi i32 [ 2, %b ], [ 1, %a ]
; CHECK-DAG:     [[Y:%.*]] = phi i64 [ %yb, %b ], [ %ya, %a ]
; CHECK:         store i64 [[Y]], ptr %slot, align 8
; CHECK-NEXT:    store atomic i32 [[C]], ptr %index release, align 4, !bpfcoro.index
define void @release(ptr %frame, i1 %c, i64 %acc) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %c, label %a, label %b

a:
  %ya = mul i64 %acc, 3
  store i64 %ya, ptr %slot, align 8
  store atomic i32 1, ptr %index release, align 4, !bpfcoro.index !0
  br label %join

b:
  %yb = mul i64 %acc, 5
  store i64 %yb, ptr %slot, align 8
  store atomic i32 2, ptr %index release, align 4, !bpfcoro.index !0
  br label %join

join:
  ret void
}

attributes #0 = { "bpf-coro-inlined" }

!0 = !{}
