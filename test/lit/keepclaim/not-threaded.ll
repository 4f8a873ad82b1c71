; Proves: a publish stays where the path from it to a claim is not decided
; by what the publish wrote: a call between them (@call_between, which may
; write the index), a claim of another state (@other_state), a branch on
; something else (@undecided), a loop's back edge on the way (@back_edge),
; a claim in a loop the publish is not in (@into_loop: the threaded edge
; would enter the loop past its header), an exchange that is not the
; split's (@user_atomic, no bpfcoro.index), a read that may see the index
; other than as the publish's frame's index: the same frame through
; another pointer (@read_other_pointer: a second lookup of the same key),
; part of the index (@read_part). On the threaded path such a read would
; see RUNNING, not the published state.
; RUN: %opt_coro -passes=bpf-coro-keep-claim -S %s | FileCheck %s

; CHECK-LABEL: define i32 @call_between(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @call_between(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  call void @helper(ptr %frame)
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy
run:
  ret i32 1
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @other_state(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 6, i32 -1
define i32 @other_state(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %c = cmpxchg ptr %index, i32 6, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 6)
  br i1 %c.ok, label %run, label %busy
run:
  ret i32 1
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @undecided(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @undecided(ptr %frame, i1 %flag) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  br i1 %flag, label %claim, label %busy
claim:
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy
run:
  ret i32 1
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @back_edge(
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
define i32 @back_edge(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  br label %head
head:
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %body, label %busy
body:
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  br label %head
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @into_loop(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @into_loop(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  br label %head
head:
  %n = phi i32 [ 0, %entry ], [ %n.next, %body ]
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %body, label %busy
body:
  %n.next = add i32 %n, 1
  %again = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %more = icmp ult i32 %n.next, 3
  br i1 %more, label %head, label %done
done:
  ret i32 %n.next
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @user_atomic(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @user_atomic(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy
run:
  ret i32 1
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @read_other_pointer(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @read_other_pointer(ptr %frame, ptr %same, ptr %seen) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %other = getelementptr inbounds i8, ptr %same, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %s = load i32, ptr %other, align 4
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy
run:
  ret i32 %s
busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @read_part(
; CHECK: atomicrmw xchg ptr %index, i32 5 seq_cst
; CHECK: cmpxchg ptr %index, i32 5, i32 -1
define i32 @read_part(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %low = load i8, ptr %index, align 4
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy
run:
  %r = zext i8 %low to i32
  ret i32 %r
busy:
  ret i32 -16
}

declare void @helper(ptr)
declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

!0 = !{}
