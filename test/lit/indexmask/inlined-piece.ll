; Proves: once a start or resume is inlined into its callers (the default
; for small pieces), the index mask applies to every function of the
; module, the program the body now lives in included: with the mask only
; in the pieces, fuzz seed 694 lost it and 6.1 refused the inlined
; program ("math between fp pointer and register with unbounded min
; value"). A module without an inlined piece keeps plain functions as
; they are (xor-index.ll).
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

; CHECK-LABEL: define i32 @program(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: getelementptr inbounds i32, ptr %a, i64 %[[HM]]
define i32 @program(i64 %x, i8 %y) {
  %a = alloca [4 x i32], align 4
  %xm = and i64 %x, 3
  %yb = and i8 %y, 1
  %yz = zext nneg i8 %yb to i64
  %i = xor i64 %xm, %yz
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
  ret i32 0
}

; The out-of-line copy of the inlined start, kept for its BTF FUNC.
define internal i32 @co(ptr %frame, ptr %out) #0 {
  ret i32 0
}

attributes #0 = { alwaysinline "bpf-coro-frame"="co__coro_frame" "bpf-coro-inlined" }
