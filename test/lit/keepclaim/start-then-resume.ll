; Proves: a start's publish followed by an inlined resume's read of the
; index, its tests and its claim of the published state is threaded
; straight to the claim's success: the frame stays claimed. Where the
; start's own claim is the last write of the index before the publish
; (@held), neither the publish nor the claim is left; where something else
; may have written it in between (@written), one exchange of RUNNING stands
; for both, and a read of the index after the claim reads RUNNING
; (@read_after_claim). The resume's path for frames suspended before the run
; (%resume) keeps its test and claim, and a value computed on the threaded
; path and used past it gets a phi (%in.path). A store-release publish is
; threaded as the exchange is.
; RUN: %opt_coro -passes=bpf-coro-keep-claim -S %s | FileCheck %s
; The same with the publishes store-releases (-bpf-coro-publish=release).
; RUN: sed 's/%%pub = atomicrmw xchg ptr %%index, i32 5 seq_cst/store atomic i32 5, ptr %%index release/' %s > %t.release.ll
; RUN: grep -c 'store atomic i32 5, ptr %%index release' %t.release.ll | grep -qx 3
; RUN: %opt_coro -passes=bpf-coro-keep-claim -S %t.release.ll | FileCheck %s

; CHECK-LABEL: define i32 @held(
; CHECK:       claimed:
; CHECK-NEXT:    store i32 7, ptr %saved
; CHECK-NEXT:    br label %claim.kept
; CHECK:       claim.kept:
; CHECK-NEXT:    %in.next.kept = add i32 %in, 1
; CHECK-NEXT:    br label %run
; CHECK:       resume:
; CHECK-NEXT:    %idx = phi i32 [ %state, %entry ]
; CHECK:         cmpxchg ptr %index, i32 %idx, i32 -1
; CHECK:       run:
; CHECK-NEXT:    %in.path = phi i32 [ %in.next, %test.ok ], [ %in.next.kept, %claim.kept ]
; CHECK-NOT:   atomicrmw
define i32 @held(ptr %frame, i32 %in) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %saved = getelementptr inbounds i8, ptr %frame, i64 20
  %state = load i32, ptr %index, align 4
  %startable = icmp eq i32 %state, 0
  br i1 %startable, label %start, label %resume

start:
  %pair = cmpxchg ptr %index, i32 %state, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %old, i32 %state)
  br i1 %ok, label %claimed, label %busy

claimed:
  store i32 7, ptr %saved, align 4
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %again = load i32, ptr %index, align 4
  br label %resume

resume:
  %idx = phi i32 [ %again, %claimed ], [ %state, %entry ]
  switch i32 %idx, label %busy [
    i32 5, label %test.ok
  ]

test.ok:
  %in.next = add i32 %in, 1
  %c = cmpxchg ptr %index, i32 %idx, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 %idx)
  br i1 %c.ok, label %run, label %busy

run:
  %in.path = phi i32 [ %in.next, %test.ok ]
  ret i32 %in.path

busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @written(
; CHECK:       claimed:
; CHECK-NEXT:    call void @helper(ptr %frame)
; CHECK-NEXT:    br label %claim.kept
; CHECK:       claim.kept:
; CHECK-NEXT:    atomicrmw xchg ptr %index, i32 -1 monotonic
; CHECK-NEXT:    br label %run
define i32 @written(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pair = cmpxchg ptr %index, i32 0, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %old, i32 0)
  br i1 %ok, label %claimed, label %busy

claimed:
  call void @helper(ptr %frame)
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  br label %resume

resume:
  %idx = load i32, ptr %index, align 4
  %susp = icmp eq i32 %idx, 5
  br i1 %susp, label %claim, label %busy

claim:
  %c = cmpxchg ptr %index, i32 %idx, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 %idx)
  br i1 %c.ok, label %run, label %busy

run:
  ret i32 1

busy:
  ret i32 -16
}

; CHECK-LABEL: define i32 @read_after_claim(
; CHECK:         atomicrmw xchg ptr %index, i32 -1 monotonic
; CHECK-NOT:     cmpxchg
; CHECK:       run:
; CHECK-NEXT:    ret i32 -1
define i32 @read_after_claim(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  %after = load i32, ptr %index, align 4
  br i1 %c.ok, label %run, label %busy

run:
  ret i32 %after

busy:
  ret i32 -16
}

declare void @helper(ptr)
declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

!0 = !{}
