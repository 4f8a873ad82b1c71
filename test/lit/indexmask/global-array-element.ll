; Proves: in coroutine code, an element of a global array of 2^k elements
; used only as that element (read or written whole or by field, or its
; address given to a helper) is masked with the array's bound, between two
; asms, as a local's element is: C gives its index no other value, and the
; optimiser may have dropped the source's mask before the split using what
; it knew of a value the resume reads back with a weaker check. The
; extended fuzzer's seed 31772 read `fz_tab[(C ^ v4) & 3]` with
; bpf_probe_read_kernel, v4 a remainder of 0 or 1 that the optimiser then
; expanded into a select and an add (the reload check: [-8, 1]); the index
; became `v4 ^ 1` and 6.18 refused "math between map_value pointer and
; register with unbounded min value". An index masked within the array
; already, an element whose address is stored, and a read past the
; element get no mask (only the asm that keeps the index added); an
; element of an array of 3 is clamped to it instead.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.fz_s = type { i16, i64, [4 x i8] }

@tab = internal constant [4 x { i16, [6 x i8], i64, [4 x i8], [4 x i8] }] zeroinitializer, align 8
@three = internal global [3 x i64] zeroinitializer, align 8
@slot = internal global ptr null, align 8

; CHECK-LABEL: define internal i64 @co__coro_resume(
; The element given to a helper.
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: %p = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %[[HM]]
; A field of it read.
; CHECK:      %[[H2:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M2:.+]] = and i64 %[[H2]], 3
; CHECK-NEXT: %[[HM2:.+]] = call i64 asm "", "=r,0"(i64 %[[M2]])
; CHECK-NEXT: %q = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %[[HM2]]
; Masked already: hidden only.
; CHECK:      %[[H3:.+]] = call i64 asm "", "=r,0"(i64 %m)
; CHECK-NEXT: %r = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %[[H3]]
; Three elements: clamped to the last (clamp-non-power-of-two.ll).
; CHECK:      %[[H4:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[A4:.+]] = icmp ugt i64 %[[H4]], 2
; CHECK-NEXT: %[[C4:.+]] = select i1 %[[A4]], i64 2, i64 %[[H4]]
; CHECK-NEXT: %[[HC4:.+]] = call i64 asm "", "=r,0"(i64 %[[C4]])
; CHECK-NEXT: %s = getelementptr inbounds nuw i64, ptr @three, i64 %[[HC4]]
; The address stored: hidden only.
; CHECK:      %[[H5:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %t = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %[[H5]]
; Eight bytes from byte 20 of a 24-byte element: hidden only.
; CHECK:      %[[H6:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %u = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %[[H6]]
define internal i64 @co__coro_resume(ptr %frame, i64 %x, ptr %dst) #0 {
  %i = xor i64 %x, 1
  %p = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %i
  %rd = call i64 inttoptr (i64 113 to ptr)(ptr %dst, i32 24, ptr %p)
  %q = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %i
  %qy = getelementptr inbounds nuw i8, ptr %q, i64 8
  %y = load i64, ptr %qy, align 8
  %m = and i64 %x, 3
  %r = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %m
  %z = load i64, ptr %r, align 8
  %s = getelementptr inbounds nuw i64, ptr @three, i64 %i
  %w = load i64, ptr %s, align 8
  %t = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %i
  store ptr %t, ptr @slot, align 8
  %u = getelementptr inbounds nuw %struct.fz_s, ptr @tab, i64 %i
  %u20 = getelementptr inbounds nuw i8, ptr %u, i64 20
  %o = load i64, ptr %u20, align 4
  %s1 = add i64 %y, %z
  %s2 = add i64 %s1, %w
  %s3 = add i64 %s2, %o
  ret i64 %s3
}

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
