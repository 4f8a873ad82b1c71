; Proves: where the start's saved value and the resume's reload of it meet
; (the start threaded into the resume by BPFCoroKeepClaim, the save
; forwarded by GVN: examples/portknock, 465 processed insns before, 434
; after), the slot is read once after the join, so the verifier's states
; there agree (@joined), each slot where two values meet there
; (@two_slots: test/kernel knock, 211 -> 184). The phi stays where the reload is checked before
; the join (@checked: the load has another user), where something may write
; the slot after the save (@clobbered, @invoked: in the block's last
; instruction) or after the reload (@written), where the value stored is not
; the phi's (@other_value), where the slot is not in a frame (@not_frame: no
; index atomic on its base) or is read in another address space
; (@other_space); where the ways into the join can be told apart otherwise:
; a loop's back edge (@loop_header) or another phi's constant
; (@told_apart, whose `arr[i]` only the start's way reaches, with i = 0);
; and where only the reload's type says another store cannot write the slot
; (@tbaa_other_type: that holds on the reload's way alone).
; RUN: %opt_coro -passes=bpf-coro-join-reloads -S %s | FileCheck %s

declare void @clobber(ptr)
declare void @use(i32)
declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

define void @inlined_piece() #0 {
  ret void
}

; CHECK-LABEL: define void @joined(
; CHECK:       body:
; CHECK-NEXT:    [[P:%.*]] = getelementptr i8, ptr %frame, i64 20
; CHECK-NEXT:    %i = load i32, ptr [[P]], align 4
; CHECK-NEXT:    call void @use(i32 %i)
; CHECK-NOT:   phi
define void @joined(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @two_slots(
; CHECK:       body:
; CHECK-NEXT:    [[P:%.*]] = getelementptr i8, ptr %frame, i64 24
; CHECK-NEXT:    %x = load i32, ptr [[P]], align 4
; CHECK-NEXT:    [[Q:%.*]] = getelementptr i8, ptr %frame, i64 20
; CHECK-NEXT:    %i = load i32, ptr [[Q]], align 4
; CHECK-NEXT:    call void @use(i32 %i)
define void @two_slots(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  %slot2 = getelementptr inbounds i8, ptr %frame, i64 24
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  store i32 1001, ptr %slot2, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  %reload2 = load i32, ptr %slot2, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  %x = phi i32 [ 1001, %start ], [ %reload2, %resume ]
  call void @use(i32 %i)
  call void @use(i32 %x)
  ret void
}

; CHECK-LABEL: define void @checked(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @checked(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  %ok = call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 %reload, i32 2)
  br i1 %ok, label %corrupt, label %body

corrupt:
  ret void

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @clobbered(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @clobbered(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  call void @clobber(ptr %frame)
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @written(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @written(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  store i32 5, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @other_value(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @other_value(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 1, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @not_frame(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @not_frame(ptr %frame, ptr %other, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %other, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @invoked(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @invoked(ptr %frame, i1 %fresh) personality ptr @personality {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  invoke void @clobber(ptr %frame) to label %body unwind label %pad

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void

pad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

; CHECK-LABEL: define void @other_space(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @other_space(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %far = addrspacecast ptr %frame to ptr addrspace(1)
  %slot = getelementptr inbounds i8, ptr addrspace(1) %far, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr addrspace(1) %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr addrspace(1) %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

; CHECK-LABEL: define void @loop_header(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i32
define void @loop_header(ptr %frame, i32 %n) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %reload, %latch ]
  call void @use(i32 %i)
  %next = add i32 %i, 1
  store i32 %next, ptr %slot, align 4
  br label %latch

latch:
  %reload = load i32, ptr %slot, align 4
  %more = icmp slt i32 %next, %n
  br i1 %more, label %head, label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @told_apart(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @told_apart(ptr %frame, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  %first = phi i1 [ true, %start ], [ false, %resume ]
  br i1 %first, label %use, label %out

use:
  call void @use(i32 %i)
  br label %out

out:
  ret void
}

; CHECK-LABEL: define void @tbaa_other_type(
; CHECK:       body:
; CHECK-NEXT:    %i = phi i32
define void @tbaa_other_type(ptr %frame, ptr %p, i1 %fresh) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %slot = getelementptr inbounds i8, ptr %frame, i64 20
  br i1 %fresh, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  store i32 0, ptr %slot, align 4
  store float 1.0, ptr %p, align 4, !tbaa !4
  br label %body

resume:
  %reload = load i32, ptr %slot, align 4, !tbaa !1
  br label %body

body:
  %i = phi i32 [ 0, %start ], [ %reload, %resume ]
  call void @use(i32 %i)
  ret void
}

declare i32 @personality(...)

attributes #0 = { "bpf-coro-inlined" }

!0 = !{}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !5, i64 0}
!4 = !{!6, !6, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!"float", !3, i64 0}
