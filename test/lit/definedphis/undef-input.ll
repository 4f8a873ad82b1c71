; Proves: in coroutine code, an undef or poison input of an integer or
; pointer phi becomes the zero of its type, so the register the phi is
; given holds a value on every way in: a resume that did not reload a
; value nothing reads on its way (extended fuzz seed 13840: the value was
; then saved again at the next suspension) read a register never written,
; "R5 !read_ok" (test/corpus/run/phi-input-not-reloaded.c). Defined
; inputs, and every phi outside coroutine code, stay.
; RUN: %opt_coro -passes=bpf-coro-defined-phis -S %s | FileCheck %s

; CHECK-LABEL: define i64 @piece(
; CHECK:         %v = phi i64 [ 0, %resume ], [ %x, %start ]
; CHECK:         %p = phi ptr [ null, %resume ], [ %q, %start ]
; CHECK:         %w = phi i32 [ 7, %resume ], [ %y, %start ]
define i64 @piece(i1 %c, i64 %x, ptr %q, i32 %y, ptr %frame) #0 {
entry:
  br i1 %c, label %resume, label %start

resume:
  br label %join

start:
  br label %join

join:
  %v = phi i64 [ undef, %resume ], [ %x, %start ]
  %p = phi ptr [ poison, %resume ], [ %q, %start ]
  %w = phi i32 [ 7, %resume ], [ %y, %start ]
  store i64 %v, ptr %frame
  store ptr %p, ptr %frame
  store i32 %w, ptr %frame
  ret i64 %v
}

; CHECK-LABEL: define i64 @plain(
; CHECK:         %v = phi i64 [ undef, %a ], [ %x, %b ]
define i64 @plain(i1 %c, i64 %x) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %v = phi i64 [ undef, %a ], [ %x, %b ]
  ret i64 %v
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
