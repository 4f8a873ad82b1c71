; Proves: a publish whose block ends in a switch with two cases into one
; block is threaded with both of that block's phi entries for it removed
; (one per edge): the IR stays valid (before, the second entry was left,
; and correlated-propagation crashed on it: a driver resuming in a loop,
; test/corpus/run/keep-claim-resume-loop.c).
; RUN: %opt_coro -passes=bpf-coro-keep-claim,verify -S %s | FileCheck %s

; CHECK-LABEL: define i32 @two_cases(
; CHECK:       claimed:
; CHECK-NEXT:    br label %claim.kept
; CHECK:       invalid:
; CHECK-NEXT:    %r = phi i32 [ -22, %entry ]
; CHECK-NEXT:    ret i32 %r
define i32 @two_cases(ptr %frame) {
entry:
  %index = getelementptr inbounds i8, ptr %frame, i64 16
  %state = load i32, ptr %index, align 4
  %startable = icmp eq i32 %state, 0
  br i1 %startable, label %start, label %invalid

start:
  %pair = cmpxchg ptr %index, i32 %state, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %old, i32 %state)
  br i1 %ok, label %claimed, label %busy

claimed:
  %pub = atomicrmw xchg ptr %index, i32 5 seq_cst, align 4, !bpfcoro.index !0
  %again = load i32, ptr %index, align 4
  switch i32 %again, label %busy [
    i32 5, label %test.ok
    i32 0, label %invalid
    i32 -2, label %invalid
  ]

test.ok:
  %c = cmpxchg ptr %index, i32 5, i32 -1 seq_cst seq_cst, align 4, !bpfcoro.index !0
  %c.old = extractvalue { i32, i1 } %c, 0
  %c.ok = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %c.old, i32 5)
  br i1 %c.ok, label %run, label %busy

run:
  ret i32 1

invalid:
  %r = phi i32 [ -22, %entry ], [ -22, %claimed ], [ -22, %claimed ]
  ret i32 %r

busy:
  ret i32 -16
}

declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

!0 = !{}
