; Proves: in coroutine code, a variable index into a local or a global that
; the optimiser bounds by its known bits, computed by operations the
; verifier does not bound (a remainder, an xor with such a value), gets
; those bits as an explicit mask between two asms (the first keeps
; instruction selection from dropping the mask as redundant, the second
; from or-ing the masked index into the address): the same value, bounded
; for the verifier; ASM shows the and and no `|=`. The extended fuzzer's seed 5192 indexed
; a 4-element global with `((a ^ c) ^ (v % n)) & 3`, which the optimiser
; rewrote as `((v % 3) ^ (a & 3)) ^ 1`; 6.18 refused "math between
; map_value pointer and register with unbounded min value". An index that
; is a mask already, or that its known bits do not bound, gets none; nor
; one whose mask would reach past its object (`wide_mask`).
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s
; RUN: %opt_coro -passes=bpf-coro-index-mask %s | llc -mtriple=bpf -mcpu=v3 | FileCheck %s --check-prefix=ASM

@tab = internal global [4 x i64] zeroinitializer, align 8

; CHECK-LABEL: define internal i64 @co__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: getelementptr inbounds nuw i64, ptr @tab, i64 %[[HM]]
; CHECK:      %[[H2:.+]] = call i64 asm "", "=r,0"(i64 %m)
; CHECK-NEXT: getelementptr inbounds nuw i64, ptr @tab, i64 %[[H2]]
; CHECK:      %[[H3:.+]] = call i64 asm "", "=r,0"(i64 %x)
; CHECK-NEXT: getelementptr inbounds nuw i8, ptr @tab, i64 %[[H3]]
; ASM-LABEL: co__coro_resume:
; ASM:         &= 3
; ASM-NOT:     |= r
; ASM:         exit
define internal i64 @co__coro_resume(ptr %frame, i64 %x, i64 %a) #0 {
  %r = urem i64 %x, 3
  %a3 = and i64 %a, 3
  %xr = xor i64 %r, %a3
  %i = xor i64 %xr, 1
  %p = getelementptr inbounds nuw i64, ptr @tab, i64 %i
  %v = load volatile i64, ptr %p, align 8
  %m = and i64 %x, 3
  %q = getelementptr inbounds nuw i64, ptr @tab, i64 %m
  %w = load volatile i64, ptr %q, align 8
  %b = getelementptr inbounds nuw i8, ptr @tab, i64 %x
  %y = load volatile i8, ptr %b, align 1
  %y64 = zext i8 %y to i64
  %s1 = add i64 %v, %w
  %s2 = add i64 %s1, %y64
  ret i64 %s2
}

; `i + 1` of a 32-bit counter zero-extended: 31 known bits, a mask of
; 0x7fffffff that bounds nothing within a 32-element array and made the
; verifier forget the index's least value (it was [101, 131], the -100 of
; `t[i - 100]` folded into the address: "invalid variable-offset read from
; stack", test/corpus/run/counter-offset-index-above-zero.c). Hidden only.
; CHECK-LABEL: define internal i64 @wide_mask(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %k)
; CHECK-NEXT: %p = getelementptr i64, ptr %t, i64 %[[H]]
define internal i64 @wide_mask(i32 %i) #0 {
  %t = alloca [32 x i64], align 8
  %n = add nuw nsw i32 %i, 1
  %k = zext nneg i32 %n to i64
  %p = getelementptr i64, ptr %t, i64 %k
  %q = getelementptr i8, ptr %p, i64 -800
  %v = load i64, ptr %q, align 8
  ret i64 %v
}

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
