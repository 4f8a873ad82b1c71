; Proves: in coroutine code, an access into a local through GEPs with two
; or more variable indices (the optimiser's `a[(b % (v + 1) % m) & 3]`: a
; choice of a negative number or 0 plus a 0-or-1 remainder, the mask
; dropped) gets one offset into the local, clamped to where an access of
; its size fits and aligned down to its alignment, behind empty asm. The
; verifier bounds the parts one by one, wider than the array, and a store
; there clobbered the frame pointer the split spilled beside it (extended
; fuzz seed 18417, test/corpus/run/index-sum-of-two-parts.c). So does one
; variable index into a local that is no array. One variable index into an
; array, and code outside coroutines, stay as they were.
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

; CHECK-LABEL: define void @two_parts(
; CHECK:         %[[S1:.+]] = mul i64 %{{.+}}, 4
; CHECK:         %[[S2:.+]] = mul i64 %{{.+}}, 4
; CHECK-NEXT:    %[[O2:.+]] = add i64 %[[S1]], %[[S2]]
; CHECK-NEXT:    %[[H:.+]] = call i64 asm "", "=r,0"(i64 %[[O2]])
; CHECK-NEXT:    %[[GT:.+]] = icmp ugt i64 %[[H]], 12
; CHECK-NEXT:    %[[C:.+]] = select i1 %[[GT]], i64 12, i64 %[[H]]
; CHECK-NEXT:    %[[A:.+]] = and i64 %[[C]], -4
; CHECK-NEXT:    %[[HA:.+]] = call i64 asm "", "=r,0"(i64 %[[A]])
; CHECK-NEXT:    %[[P:.+]] = getelementptr i8, ptr %a, i64 %[[HA]]
; CHECK-NEXT:    store i32 7, ptr %[[P]], align 4
define void @two_parts(i64 %m, i64 %r) #0 {
  %a = alloca [4 x i32], align 4
  %neg = xor i64 %m, -1
  %choice = select i1 true, i64 %neg, i64 0
  %p = getelementptr i32, ptr %a, i64 %choice
  %q = getelementptr i32, ptr %p, i64 %r
  store i32 7, ptr %q, align 4
  ret void
}

; A constant offset in the chain counts too; a load is clamped like a
; store: 16 bytes, 8 read, 8 the largest offset.
; CHECK-LABEL: define i64 @load_with_constant(
; CHECK:         add i64 %{{.+}}, 8
; CHECK:         icmp ugt i64 %{{.+}}, 8
; CHECK:         select i1 %{{.+}}, i64 8, i64
; CHECK:         and i64 %{{.+}}, -8
; CHECK:         load i64, ptr %{{.+}}, align 8
define i64 @load_with_constant(i64 %i, i64 %j) #0 {
  %a = alloca [2 x i64], align 8
  %p = getelementptr i64, ptr %a, i64 %i
  %q = getelementptr i8, ptr %p, i64 8
  %r = getelementptr i64, ptr %q, i64 %j
  %v = load i64, ptr %r, align 8
  ret i64 %v
}

; One variable index into a local that is no array (a struct, or the
; slice SROA left of one: `s.z[v & 3]` as a byte of an i64, extended fuzz
; seed 26524, test/corpus/run/index-into-struct-slice.c): clamped too.
; CHECK-LABEL: define i8 @struct_slice(
; CHECK:         %[[GT:.+]] = icmp ugt i64 %[[H:[0-9]+]], 7
; CHECK-NEXT:    %[[C:.+]] = select i1 %[[GT]], i64 7, i64 %[[H]]
; CHECK-NEXT:    %[[HA:.+]] = call i64 asm "", "=r,0"(i64 %[[C]])
; CHECK-NEXT:    %[[P:.+]] = getelementptr i8, ptr %z, i64 %[[HA]]
; CHECK-NEXT:    load i8, ptr %[[P]], align 1
define i8 @struct_slice(i8 %v) #0 {
  %z = alloca i64, align 8
  store i64 0, ptr %z, align 8
  %i = zext i8 %v to i64
  %p = getelementptr inbounds i8, ptr %z, i64 %i
  %b = load i8, ptr %p, align 1
  ret i8 %b
}

; One variable index into a local array: masked with its bound by the steps
; before, not clamped.
; CHECK-LABEL: define void @one_part(
; CHECK-NOT:     icmp ugt
; CHECK:         store i32 7
define void @one_part(i64 %i) #0 {
  %a = alloca [4 x i32], align 4
  %p = getelementptr i32, ptr %a, i64 %i
  %q = getelementptr i8, ptr %p, i64 4
  store i32 7, ptr %q, align 4
  ret void
}

; Not coroutine code: unchanged.
; CHECK-LABEL: define void @plain(
; CHECK-NEXT:    %a = alloca
; CHECK-NEXT:    %p = getelementptr i32, ptr %a, i64 %i
; CHECK-NEXT:    %q = getelementptr i32, ptr %p, i64 %j
; CHECK-NEXT:    store i32 7, ptr %q
define void @plain(i64 %i, i64 %j) {
  %a = alloca [4 x i32], align 4
  %p = getelementptr i32, ptr %a, i64 %i
  %q = getelementptr i32, ptr %p, i64 %j
  store i32 7, ptr %q, align 4
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
