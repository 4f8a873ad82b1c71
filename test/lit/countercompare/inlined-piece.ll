; Proves: once a start or resume is inlined into its callers (the default
; for small pieces), counter compares are swapped in every function of the
; module, the program the body now lives in included; a module without an
; inlined piece keeps plain functions as they are (counter-second.ll).
; RUN: %opt_coro -passes=bpf-coro-counter-compare -S %s | FileCheck %s

; CHECK-LABEL: define i32 @program(
; CHECK:       icmp ugt i32 %n, %i.next
define i32 @program(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %head, label %out

out:
  ret i32 %i
}

; The out-of-line copy of the inlined resume, kept for its BTF FUNC.
define internal i32 @co__coro_resume(ptr %frame, i64 %in, ptr %out) #0 {
  ret i32 0
}

attributes #0 = { alwaysinline "bpf-coro-frame"="co__coro_frame" "bpf-coro-inlined" }
