; Proves: in coroutine code, a variable index into a local or a global
; that the optimiser knows is small but may be negative (its sign bits:
; `a[(v3 - v1) & 3]` rewritten as `(a + 3)[sext(x)]` with x 0 or -1) is
; made non-negative: the element its least value below, then the index
; minus that least value, and the address no longer in bounds (its base
; may lie before the object). A shift of a negative index loses every
; bound in the verifier, which refused the address ("math between fp
; pointer and register with unbounded min value", extended fuzz seed
; 12969, test/corpus/run/index-sign-extended-choice.c). A non-negative
; index, and one whose range is wide, stay as they were (hidden as before).
; So is an index whose sign bits say nothing but whose range is small: a
; reloaded counter below zero, checked by the split (`reloaded`). Not an
; element of a local array: the array's bound masks it.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

; CHECK-LABEL: define void @choice(
; CHECK:         %[[BASE:.+]] = getelementptr i32, ptr %a, i64 -1
; CHECK-NEXT:    %[[UP:.+]] = sub i64 %i, -1
; CHECK-NEXT:    %[[H:.+]] = call i64 asm "", "=r,0"(i64 %[[UP]])
; CHECK-NEXT:    %p = getelementptr i32, ptr %[[BASE]], i64 %[[H]]
define void @choice(i64 %x, i32 %v) #0 {
  %a = alloca [4 x i32], align 4
  %i = ashr i64 %x, 63
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %q = getelementptr inbounds i8, ptr %p, i64 12
  store i32 %v, ptr %q, align 4
  ret void
}

; After a choice of two addresses within a local (`c ? &a[1] : &a[0]`),
; the same: selection made the sign-extended choice a subtraction from the
; stack pointer, which every verifier refuses ("subtraction from stack
; pointer prohibited", extended fuzz seed 33641, test/corpus/run/
; element-index-negated-after-address-choice.c). Both addresses hidden,
; as any choice within locals.
; CHECK-LABEL: define void @after_choice(
; CHECK:         %[[A1:.+]] = call ptr asm "", "=r,0"(ptr %a1)
; CHECK-NEXT:    %[[A0:.+]] = call ptr asm "", "=r,0"(ptr %a)
; CHECK-NEXT:    %p = select i1 %c, ptr %[[A1]], ptr %[[A0]]
; CHECK:         %[[BASE:.+]] = getelementptr i32, ptr %p, i64 -1
; CHECK-NEXT:    %[[UP:.+]] = sub i64 %i, -1
; CHECK-NEXT:    %[[H:.+]] = call i64 asm "", "=r,0"(i64 %[[UP]])
; CHECK-NEXT:    %e = getelementptr i32, ptr %[[BASE]], i64 %[[H]]
define void @after_choice(i1 %c, i1 %d, i32 %v) #0 {
  %a = alloca [4 x i32], align 4
  %a1 = getelementptr inbounds nuw i8, ptr %a, i64 4
  %p = select i1 %c, ptr %a1, ptr %a
  %i = sext i1 %d to i64
  %e = getelementptr i32, ptr %p, i64 %i
  store i32 %v, ptr %e, align 4
  ret void
}

; A reloaded loop counter from -20 to 20 (`t[i + 20]`), whose checked
; range the split told the optimiser through an empty asm's range: the same
; through the sign extension and the step, where neither its sign bits nor
; computeConstantRange see it (test/corpus/run/negative-counter-41-values.c).
; CHECK-LABEL: define void @reloaded(
; CHECK:         %[[BASE:.+]] = getelementptr i64, ptr %t, i64 -19
; CHECK-NEXT:    %[[UP:.+]] = sub i64 %x, -19
; CHECK-NEXT:    %[[H:.+]] = call i64 asm "", "=r,0"(i64 %[[UP]])
; CHECK-NEXT:    %p = getelementptr i64, ptr %[[BASE]], i64 %[[H]]
define void @reloaded(i32 %r, i64 %v) #0 {
  %t = alloca [41 x i64], align 8
  %i = call range(i32 -20, 21) i32 asm "", "=r,0"(i32 %r)
  %n = add nsw i32 %i, 1
  %x = sext i32 %n to i64
  %p = getelementptr i64, ptr %t, i64 %x
  %q = getelementptr i8, ptr %p, i64 160
  store i64 %v, ptr %q, align 8
  ret void
}

; Non-negative: as before (here the mask of its known bits).
; CHECK-LABEL: define void @nonneg(
; CHECK-NOT:     sub
; CHECK:         %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT:    %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT:    %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT:    %p = getelementptr inbounds i32, ptr %a, i64 %[[HM]]
define void @nonneg(i64 %x, i32 %v) #0 {
  %a = alloca [4 x i32], align 4
  %i = lshr i64 %x, 62
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %v, ptr %q, align 4
  ret void
}

; Wide (any value): hidden only.
; CHECK-LABEL: define void @wide(
; CHECK-NOT:     sub
; CHECK:         %[[H:.+]] = call i64 asm "", "=r,0"(i64 %x)
; CHECK-NEXT:    %p = getelementptr inbounds i32, ptr %a, i64 %[[H]]
define void @wide(i64 %x, i32 %v) #0 {
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %v, ptr %q, align 4
  ret void
}

; An element of the array, read whole: masked with the array's bound,
; which bounds a negative index too, and not rebased (the rebased index,
; no longer one into the array, kept no bound: a remainder of 0 or 1 the
; optimiser computed as a choice of -7..0 plus 0 or 1, saved and checked as
; [-7, 0xffffffff], was refused as "invalid unbounded variable-offset read
; from stack": extended fuzz seed 13896,
; test/corpus/run/index-remainder-checked-wide.c).
; CHECK-LABEL: define i32 @array_element(
; CHECK-NOT:     sub
; CHECK:         %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT:    %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT:    %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT:    %p = getelementptr inbounds i32, ptr %a, i64 %[[HM]]
define i32 @array_element(i64 %r, i32 %v) #0 {
  %a = alloca [4 x i32], align 4
  store i32 %v, ptr %a, align 4
  %i = call range(i64 -7, 4294967296) i64 asm "", "=r,0"(i64 %r)
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
