; Proves: a start's test that the frame may be started, the opaque
; `(index + 2) & ~2 == 0` tagged bpfcoro.startable, becomes
; `index != RUNNING` where the index is one its caller's test left in
; {DONE, RUNNING, NOT_STARTED} (`if (!bpf_coro_suspended(frame)) start`,
; or `if (bpf_coro_not_started(frame))`): one compare of the index register
; instead of four instructions; the scratch computation goes. Elsewhere
; the test stays: no test before it, a caller's test that leaves a
; suspended index possible, a compare without the tag.
; RUN: %opt_coro -passes=bpf-coro-state-tests -S %s | FileCheck %s

; The driver's `!bpf_coro_suspended(frame)`: index - 1 u> 0xfffffffc.
; CHECK-LABEL: define i32 @not_suspended(
; CHECK:       start:
; CHECK-NEXT:    %startable = call i1 @llvm.bpf.compare.i32.i32(i32 33, i32 %index, i32 -1)
; CHECK-NEXT:    br i1 %startable, label %claim, label %busy
define i32 @not_suspended(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %m = add i32 %index, -1
  %suspended = icmp ult i32 %m, -3
  br i1 %suspended, label %resume, label %start

start:
  %a = add i32 %index, 2
  %k = and i32 %a, -3
  %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0), !bpfcoro.startable !0
  br i1 %startable, label %claim, label %busy

claim:
  ret i32 1

busy:
  ret i32 -16

resume:
  ret i32 2
}

; `bpf_coro_not_started(frame)`: the index is 0, the narrowed test holds
; as the original does.
; CHECK-LABEL: define i32 @not_started(
; CHECK:         %startable = call i1 @llvm.bpf.compare.i32.i32(i32 33, i32 %index, i32 -1)
define i32 @not_started(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %fresh = icmp eq i32 %index, 0
  br i1 %fresh, label %start, label %other

start:
  %a = add i32 %index, 2
  %k = and i32 %a, -3
  %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0), !bpfcoro.startable !0
  br i1 %startable, label %claim, label %other

claim:
  ret i32 1

other:
  ret i32 -16
}

; No test before the start: a suspended index must still be refused.
; CHECK-LABEL: define i32 @untested(
; CHECK:         %k = and i32 %a, -3
; CHECK-NEXT:    %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0)
define i32 @untested(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %a = add i32 %index, 2
  %k = and i32 %a, -3
  %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0), !bpfcoro.startable !0
  br i1 %startable, label %claim, label %busy

claim:
  ret i32 1

busy:
  ret i32 -16
}

; A caller's test that leaves suspended indexes (here only RUNNING is
; excluded): the test stays.
; CHECK-LABEL: define i32 @not_running(
; CHECK:         %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0)
define i32 @not_running(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %running = icmp eq i32 %index, -1
  br i1 %running, label %busy, label %start

start:
  %a = add i32 %index, 2
  %k = and i32 %a, -3
  %startable = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0), !bpfcoro.startable !0
  br i1 %startable, label %claim, label %busy

claim:
  ret i32 1

busy:
  ret i32 -16
}

; The same compare without the split's tag is not a start's test.
; CHECK-LABEL: define i32 @untagged(
; CHECK:         %t = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0)
define i32 @untagged(ptr %frame) {
entry:
  %p = getelementptr inbounds i8, ptr %frame, i64 16
  %index = load i32, ptr %p, align 4
  %m = add i32 %index, -1
  %suspended = icmp ult i32 %m, -3
  br i1 %suspended, label %resume, label %start

start:
  %a = add i32 %index, 2
  %k = and i32 %a, -3
  %t = call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 %k, i32 0)
  br i1 %t, label %claim, label %resume

claim:
  ret i32 1

resume:
  ret i32 2
}

declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)

!0 = !{}
