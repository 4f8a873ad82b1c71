; Proves: a piece (a function with "bpf-coro-frame") whose status the
; optimiser dropped, and that has a local or a pointer argument besides
; the frame, sets r0 all the same: `ret undef` returns 0, and a
; void piece gets an inline asm `r0 = 0` before each return. A resume
; whose status its driver never read returned nothing, and its exit left
; in r0 the address of a local array the resume had copied back from the
; frame: "cannot return stack pointer to the caller" (an adversarial
; round; corpus run/status-unread-stack-pointer-left-in-r0.c). Pieces
; returning a value, and other functions, stay as they are.
; RUN: %opt_coro -passes=bpf-coro-piece-returns -S %s | FileCheck %s
; RUN: %opt_coro -passes=bpf-coro-piece-returns %s -o - \
; RUN:   | llc -mtriple=bpfel -mcpu=v3 -o - | FileCheck %s --check-prefix=ASM

declare void @use(ptr)

; CHECK-LABEL: define internal void @co__coro_resume(
; CHECK:       yes:
; CHECK-NEXT:    call void asm sideeffect "r0 = 0", "~{r0}"()
; CHECK-NEXT:    ret void
; CHECK:       no:
; CHECK-NEXT:    call void asm sideeffect "r0 = 0", "~{r0}"()
; CHECK-NEXT:    ret void
; ASM-LABEL: co__coro_resume:
; ASM:         r0 = 0
; ASM-NEXT:    #NO_APP
; ASM-NEXT:    exit
define internal void @co__coro_resume(ptr %frame, i1 %c) #0 {
entry:
  %buf = alloca [8 x i8]
  call void @use(ptr %buf)
  br i1 %c, label %yes, label %no
yes:
  ret void
no:
  ret void
}

; CHECK-LABEL: define internal i32 @co(
; CHECK:         ret i32 0
define internal i32 @co(ptr %frame, ptr %out) #0 {
  store i64 1, ptr %out
  ret i32 undef
}

; No local, no pointer but the frame (a map value): r0 can hold no stack
; address, nothing is added.
; CHECK-LABEL: define internal void @co__coro_destroy.1(
; CHECK-NEXT:    store
; CHECK-NEXT:    ret void
define internal void @co__coro_destroy.1(ptr %frame) #0 {
  store i64 0, ptr %frame
  ret void
}

; CHECK-LABEL: define internal i32 @co__coro_destroy(
; CHECK-NEXT:    ret i32 %s
define internal i32 @co__coro_destroy(ptr %frame, i32 %s) #0 {
  ret i32 %s
}

; CHECK-LABEL: define internal void @helper(
; CHECK-NEXT:    ret void
define internal void @helper(ptr %p) {
  ret void
}

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
