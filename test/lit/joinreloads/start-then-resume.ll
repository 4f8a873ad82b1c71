; Proves: where the start's saved value and the resume's reload of it meet
; (the start threaded into the resume by BPFCoroKeepClaim, the save
; forwarded by GVN: examples/portknock, 465 processed insns before, 434
; after), the slot is read once after the join, so the verifier's states
; there agree (@joined). The phi stays where the reload is checked before
; the join (@checked: the load has another user), where something may write
; the slot after the save (@clobbered) or after the reload (@written), where
; the value stored is not the phi's (@other_value), and where the slot is
; not in a frame (@not_frame: no index atomic on its base).
; RUN: %opt_coro -passes=bpf-coro-join-reloads -S %s | FileCheck %s

declare void @clobber(ptr)
declare void @use(i32)
declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

define void @inlined_piece() #0 {
  ret void
}

; CHECK-LABEL: define void @joined(
; CHECK:       body:
; CHECK-NEXT:    [[P:%.*]] = getelementptr inbounds i8, ptr %frame, i64 20
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

attributes #0 = { "bpf-coro-inlined" }

!0 = !{}
