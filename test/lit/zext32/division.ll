; Proves: in coroutine code, a division or remainder done in a w register
; (32 bits, or 8 or 16, which are done in 32) is followed by
; `w = w`, so the verifier knows its register's upper half is zero: after
; `w2 /= w4` it knows nothing of r2, and a bound tested in 32 bits never
; reached the 64-bit counter below it (extended fuzz seed 8846, "The
; sequence of 8193 jumps is too complex"; kernel test zext32's div_clamp).
; 64-bit divisions, divisions by a constant (shifts, masks and multiplies,
; which the verifier follows; behind the asm, the backend sign-extended an
; 8-bit quotient by 16 again, with shifts the verifier widened to [-128,
; 127], and the clamp of it to [0, 5] no longer bounded an index: corpus
; run/quotient-by-sixteen-clamped.c), other 32-bit values, code outside
; coroutines and code without alu32 stay.
; RUN: %opt_coro -passes=bpf-coro-zext32 -S %s | FileCheck %s

; CHECK-LABEL: define i64 @piece(
; CHECK:         %q = udiv i32 %a, %b
; CHECK-NEXT:    %[[Q:.*]] = call i32 asm "$0 = $0", "=w,0"(i32 %q)
; CHECK:         %r = urem i32 %a, %b
; CHECK-NEXT:    %[[R:.*]] = call i32 asm "$0 = $0", "=w,0"(i32 %r)
; CHECK:         %s = sdiv i32 %a, %b
; CHECK-NEXT:    %[[S:.*]] = call i32 asm "$0 = $0", "=w,0"(i32 %s)
; CHECK:         %m = srem i32 %a, %b
; CHECK-NEXT:    %[[M:.*]] = call i32 asm "$0 = $0", "=w,0"(i32 %m)
; CHECK-NEXT:    %t = trunc i64 %x to i32
; CHECK-NEXT:    %lo = call i32 @llvm.smax.i32(i32 %t, i32 0)
; CHECK-NEXT:    %hi = call i32 @llvm.umin.i32(i32 %lo, i32 4)
; CHECK-NEXT:    %u = trunc i64 %x to i32
; CHECK-NEXT:    %wide = udiv i64 %x, %y
; CHECK-NEXT:    %b8 = udiv i8 %c, %d
; CHECK-NEXT:    %[[B8:.*]] = call i8 asm "$0 = $0", "=w,0"(i8 %b8)
; CHECK-NEXT:    %h16 = urem i16 %e, %f
; CHECK-NEXT:    %[[H16:.*]] = call i16 asm "$0 = $0", "=w,0"(i16 %h16)
; CHECK-NEXT:    %p2 = udiv i32 %a, 16
; CHECK-NEXT:    %m2 = urem i32 %a, 8
; CHECK-NEXT:    %s2 = sdiv i8 %c, -16
; CHECK-NEXT:    %d3 = udiv i32 %a, 3
; CHECK-NEXT:    %qz = zext i32 %[[Q]] to i64
; CHECK-NEXT:    %rz = zext i32 %[[R]] to i64
; CHECK-NEXT:    %sz = zext i32 %[[S]] to i64
; CHECK-NEXT:    %mz = zext i32 %[[M]] to i64
define i64 @piece(i32 %a, i32 %b, i64 %x, i64 %y, i8 %c, i8 %d, i16 %e,
                  i16 %f, ptr %frame) #0 {
  %q = udiv i32 %a, %b
  %r = urem i32 %a, %b
  %s = sdiv i32 %a, %b
  %m = srem i32 %a, %b
  %t = trunc i64 %x to i32
  %lo = call i32 @llvm.smax.i32(i32 %t, i32 0)
  %hi = call i32 @llvm.umin.i32(i32 %lo, i32 4)
  %u = trunc i64 %x to i32
  %wide = udiv i64 %x, %y
  %b8 = udiv i8 %c, %d
  %h16 = urem i16 %e, %f
  %p2 = udiv i32 %a, 16
  %m2 = urem i32 %a, 8
  %s2 = sdiv i8 %c, -16
  %d3 = udiv i32 %a, 3
  %qz = zext i32 %q to i64
  %rz = zext i32 %r to i64
  %sz = zext i32 %s to i64
  %mz = zext i32 %m to i64
  store i32 %hi, ptr %frame
  store i32 %u, ptr %frame
  store i64 %rz, ptr %frame
  store i64 %sz, ptr %frame
  store i64 %mz, ptr %frame
  store i8 %b8, ptr %frame
  store i16 %h16, ptr %frame
  store i32 %p2, ptr %frame
  store i32 %m2, ptr %frame
  store i8 %s2, ptr %frame
  store i32 %d3, ptr %frame
  %sum = add i64 %qz, %wide
  ret i64 %sum
}

; CHECK-LABEL: define i64 @plain(
; CHECK-NOT:     asm
; CHECK:         ret i64
define i64 @plain(i32 %a, i32 %b) {
  %q = udiv i32 %a, %b
  %qz = zext i32 %q to i64
  ret i64 %qz
}

; CHECK-LABEL: define i64 @no_alu32(
; CHECK-NOT:     asm
; CHECK:         ret i64
define i64 @no_alu32(i32 %a, i32 %b) #1 {
  %q = udiv i32 %a, %b
  %qz = zext i32 %q to i64
  ret i64 %qz
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
attributes #1 = { "bpf-coro-frame"="no_alu32__coro_frame" "target-cpu"="v2" }
