; Proves: the length of a memset or memcpy made a loop is first clamped to
; what its local or global objects hold from where it starts (C allows no
; more), behind empty asms so that selection keeps the compare: the
; verifier walks the loop as often as the length's range allows, and the
; optimiser's arithmetic for the length can hide its bound. A count-down
; of 0 to 3 four-byte stores into a local array became a memset of
; `((4 * n + 0x3fffffffc) & 0x3fffffffc) + 4` bytes, which the verifier
; bounded only by 2^34 (extended fuzz seed 14038: a million instructions;
; corpus run/zeroing-count-down-clamped-length.c). A memcpy takes the
; smaller of its two objects; a pointer of unknown object, or a length the
; optimiser bounds within the object, keeps its length.
; RUN: %opt_coro -passes=bpf-coro-mem-loops -S %s | FileCheck %s

@g = internal global [24 x i8] zeroinitializer, align 8

; 16 bytes, 4 of them before the start.
; CHECK-LABEL: define void @set_local(
; CHECK:         %[[H:.+]] = call i64 asm "", "=r,0"(i64 %n)
; CHECK-NEXT:    %[[A:.+]] = icmp ugt i64 %[[H]], 12
; CHECK-NEXT:    %[[C:.+]] = select i1 %[[A]], i64 12, i64 %[[H]]
; CHECK-NEXT:    %[[HC:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NOT:     @llvm.memset
; CHECK:         icmp ult i64 %{{.+}}, %[[HC]]
define void @set_local(i64 %n) #0 {
  %a = alloca [16 x i8], align 4
  %p = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
  ret void
}

; From a global of 24 bytes to a local of 16: 16.
; CHECK-LABEL: define void @copy_global(
; CHECK:         %[[H:.+]] = call i64 asm "", "=r,0"(i64 %n)
; CHECK-NEXT:    %[[A:.+]] = icmp ugt i64 %[[H]], 16
; CHECK-NEXT:    %[[C:.+]] = select i1 %[[A]], i64 16, i64 %[[H]]
; CHECK-NEXT:    call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NOT:     @llvm.memcpy
define void @copy_global(i64 %n) #0 {
  %a = alloca [16 x i8], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @g, i64 %n, i1 false)
  ret void
}

; A length the optimiser keeps within the object already: no clamp, which
; would hide how it was computed (`n + 6` of a bounded n) from a verifier
; that related it to the addresses (corpus run/memcpy-length-bounded.c).
; CHECK-LABEL: define void @set_bounded(
; CHECK-NOT:     asm
; CHECK-NOT:     @llvm.memset
; CHECK:       }
define void @set_bounded(i64 %n) #0 {
  %a = alloca [16 x i8], align 4
  %m = and i64 %n, 7
  %l = add nuw nsw i64 %m, 6
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 %l, i1 false)
  ret void
}

; A pointer the function was given: no clamp.
; CHECK-LABEL: define void @set_unknown(
; CHECK-NOT:     asm
; CHECK-NOT:     @llvm.memset
; CHECK:       }
define void @set_unknown(ptr %p, i64 %n) #0 {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
