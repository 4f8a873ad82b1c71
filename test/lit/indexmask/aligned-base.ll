; Proves: in coroutine code, a variable index into a local or a global is
; hidden from instruction selection (an empty inline asm, no mask), so that
; it is added to the address, never or-ed into it. An index whose set bits
; lie below the slot's alignment (here element x & 1 of an 8-aligned i32
; array: byte offset 0 or 4) was or-ed in, and the verifier refuses `|=`
; on a pointer ("R5 bitwise operator |= on pointer prohibited", fuzz
; fzu_2272; BEFORE shows the or without the pass). So is a choice between
; two addresses in one object, which selection turns into an add of a
; choice of offsets, then an or (fuzz fz_3485): its two addresses are
; hidden. An element of a local array of 2^k elements, read or written
; only as that element, is also masked with its bound: C gives it no other
; index, and the optimiser may have dropped the source's mask using facts
; that a suspension hid from the verifier (fuzz fzu_3208: `a[v & 3]` became
; `a[v]` where v <= 24 implied v <= 1 before the split; after the reload
; 6.18 narrows v only to [0, 24]). A global's element whose index is
; masked within the array already, or a byte offset, is not masked (the
; global rule: global-array-element.ll). A constant
; index, and an index into memory reached through a pointer argument (the
; frame), stay as they are; a function that holds no coroutine code too.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s
; RUN: %opt_coro -passes=bpf-coro-index-mask %s | llc -mtriple=bpf -mcpu=v3 | FileCheck %s --check-prefix=ASM
; RUN: llc -mtriple=bpf -mcpu=v3 %s -o - | FileCheck %s --check-prefix=BEFORE

@g = internal global [4 x i32] zeroinitializer, align 16

; CHECK-LABEL: define internal i32 @co__coro_resume(
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: getelementptr inbounds nuw i32, ptr %a, i64 %[[HM]]
; CHECK:      %[[G:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: getelementptr inbounds nuw i32, ptr @g, i64 %[[G]]
; CHECK:      getelementptr inbounds nuw i32, ptr %a, i64 2
; CHECK:      getelementptr inbounds nuw i32, ptr %frame, i64 %i
; CHECK:      %[[HB:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: getelementptr inbounds nuw i8, ptr %a, i64 %[[HB]]
; CHECK-LABEL: define internal i32 @pick(
; CHECK:      %[[T:.+]] = call ptr asm "", "=r,0"(ptr %a4)
; CHECK-NEXT: %[[F:.+]] = call ptr asm "", "=r,0"(ptr %a)
; CHECK-NEXT: select i1 %c, ptr %[[T]], ptr %[[F]]
; ASM-LABEL:  co__coro_resume:
; ASM-NOT:    |= r
; ASM:        exit
; ASM-LABEL:  pick:
; ASM-NOT:    |= r
; ASM:        exit
; ASM-LABEL:  bytes:
; ASM-NOT:    |= r
; ASM:        exit
; BEFORE-LABEL: co__coro_resume:
; BEFORE:     r{{[0-9]}} |= r{{[0-9]}}
; BEFORE-LABEL: pick:
; BEFORE:     r{{[0-9]}} |= r{{[0-9]}}
define internal i32 @co__coro_resume(ptr %frame, i64 %x) #0 {
  %a = alloca [4 x i32], align 8
  store i64 %x, ptr %a, align 8
  %a8 = getelementptr inbounds nuw i8, ptr %a, i64 8
  store i64 %x, ptr %a8, align 8
  %i = and i64 %x, 1
  %p = getelementptr inbounds nuw i32, ptr %a, i64 %i
  %v = load volatile i32, ptr %p, align 4
  %q = getelementptr inbounds nuw i32, ptr @g, i64 %i
  %w = load volatile i32, ptr %q, align 4
  %c = getelementptr inbounds nuw i32, ptr %a, i64 2
  %u = load volatile i32, ptr %c, align 4
  %f = getelementptr inbounds nuw i32, ptr %frame, i64 %i
  %z = load volatile i32, ptr %f, align 4
  %bo = getelementptr inbounds nuw i8, ptr %a, i64 %i
  %y = load volatile i8, ptr %bo, align 1
  %y32 = zext i8 %y to i32
  %s1 = add i32 %v, %w
  %s2 = add i32 %s1, %u
  %s3 = add i32 %s2, %z
  %s4 = add i32 %s3, %y32
  ret i32 %s4
}

define internal i32 @pick(i64 %x, i1 %c) #0 {
  %a = alloca [4 x i32], align 8
  store i64 %x, ptr %a, align 8
  %a8 = getelementptr inbounds nuw i8, ptr %a, i64 8
  store i64 %x, ptr %a8, align 8
  %a4 = getelementptr inbounds nuw i8, ptr %a, i64 4
  %p = select i1 %c, ptr %a4, ptr %a
  %v = load volatile i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @plain(
; CHECK-NOT:  asm
; CHECK:      ret i32
define i32 @plain(i64 %x) {
  %a = alloca [4 x i32], align 8
  store i64 %x, ptr %a, align 8
  %i = and i64 %x, 1
  %p = getelementptr inbounds nuw i32, ptr %a, i64 %i
  %v = load volatile i32, ptr %p, align 4
  ret i32 %v
}

; An element of a local char[8] the backend aligned to 8, masked with its
; bound: the mask is hidden too, or selection ors the masked index into
; the address (`cb[k & 7]` at -O1, "|= on pointer prohibited"; an
; adversarial round).
; CHECK-LABEL: define internal i32 @bytes(
; CHECK:      %[[BH:.+]] = call i64 asm "", "=r,0"(i64 %k)
; CHECK-NEXT: %[[BM:.+]] = and i64 %[[BH]], 7
; CHECK-NEXT: %[[BHM:.+]] = call i64 asm "", "=r,0"(i64 %[[BM]])
; CHECK-NEXT: getelementptr inbounds nuw i8, ptr %cb, i64 %[[BHM]]
define internal i32 @bytes(ptr %frame, i64 %x) #0 {
  %cb = alloca [8 x i8], align 8
  store i64 %x, ptr %cb, align 8
  %k = and i64 %x, 7
  %p = getelementptr inbounds nuw i8, ptr %cb, i64 %k
  %v = load volatile i8, ptr %p, align 1
  %w = sext i8 %v to i32
  ret i32 %w
}

attributes #0 = { "bpf-coro-frame"="co__coro_frame" }
