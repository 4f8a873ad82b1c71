; Proves: in a coroutine piece, an array index that is an xor or an or of
; two non-constant values (the optimiser's `(x & 3) ^ y` for y known to be
; 0 or 1, from `a[(x ^ y) & 3]`) is masked again with the bits it can have
; (an element of an array, with the array's bound where those are more),
; behind an empty inline asm that keeps instruction selection from folding
; the mask: 6.1's verifier tracks no bounds through a register-register xor
; or or, and refused the access ("math between fp pointer and register
; with unbounded min value", fuzz seed 694). Indices whose bits are all
; possible (into no array), or made otherwise, get no mask (an index into a local is still
; hidden from instruction selection: aligned-base.ll); outside the
; coroutine pieces nothing changes. Into a local or a global, the masked
; index is hidden once more: selection would otherwise see its bits below
; the slot's alignment and or it into the address, which no verifier
; accepts (extended fuzz seeds 3484, 5486: `s.z[(x ^ y) & 3]`, "|= on
; pointer prohibited").
; RUN: %opt_coro -passes=bpf-coro-index-mask -S %s | FileCheck %s

; CHECK-LABEL: define i32 @piece(
define i32 @piece(ptr %frame, i64 %x, i8 %y, i64 %z) #0 {
  %a = alloca [4 x i32], align 4
  %xm = and i64 %x, 3
  %yb = and i8 %y, 1
  %yz = zext nneg i8 %yb to i64
  %i = xor i64 %xm, %yz
; CHECK:      %[[H:.+]] = call i64 asm "", "=r,0"(i64 %i)
; CHECK-NEXT: %[[M:.+]] = and i64 %[[H]], 3
; CHECK-NEXT: %[[HM:.+]] = call i64 asm "", "=r,0"(i64 %[[M]])
; CHECK-NEXT: getelementptr inbounds i32, ptr %a, i64 %[[HM]]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
; An or, through a cast: masked with its 3 bits' worth, 7.
  %xm7 = and i64 %x, 6
  %o = or i64 %xm7, %yz
  %o32 = trunc i64 %o to i32
  %o64 = zext i32 %o32 to i64
; CHECK:      %[[H2:.+]] = call i64 asm "", "=r,0"(i64 %o64)
; CHECK-NEXT: %[[M2:.+]] = and i64 %[[H2]], 7
; CHECK-NEXT: %[[HM2:.+]] = call i64 asm "", "=r,0"(i64 %[[M2]])
; CHECK-NEXT: getelementptr inbounds i8, ptr %a, i64 %[[HM2]]
  %q = getelementptr inbounds i8, ptr %a, i64 %o64
  store i8 2, ptr %q, align 1
; Bits past the array (up to 31 into four elements, the source's `& 3`
; moved inside by InstCombine): masked with the array's bound instead
; (extended fuzz seed 19353, "invalid variable-offset write to stack").
  %x31 = and i64 %x, 31
  %w = xor i64 %xm, %x31
; CHECK:      %[[H4:.+]] = call i64 asm "", "=r,0"(i64 %w)
; CHECK-NEXT: %[[M4:.+]] = and i64 %[[H4]], 3{{$}}
; CHECK-NEXT: %[[HM4:.+]] = call i64 asm "", "=r,0"(i64 %[[M4]])
; CHECK-NEXT: getelementptr inbounds i32, ptr %a, i64 %[[HM4]]
  %pw = getelementptr inbounds i32, ptr %a, i64 %w
  store i32 5, ptr %pw, align 4
; All bits possible, but an element of a local array: masked with the
; array's bound (`a[(z | (c % (z + 1))) & 3]` with the mask dropped where
; the optimiser knew z's range: extended fuzz seed 36090, "value ... makes
; fp pointer be out of bounds").
  %zd = add i64 %z, 1
  %rem = urem i64 -3296213069261116152, %zd
  %v = or i64 %rem, %z
; CHECK:      %[[H5:.+]] = call i64 asm "", "=r,0"(i64 %v)
; CHECK-NEXT: %[[M5:.+]] = and i64 %[[H5]], 3{{$}}
; CHECK-NEXT: %[[HM5:.+]] = call i64 asm "", "=r,0"(i64 %[[M5]])
; CHECK-NEXT: getelementptr inbounds i32, ptr %a, i64 %[[HM5]]
  %pv = getelementptr inbounds i32, ptr %a, i64 %v
  store i32 6, ptr %pv, align 4
; Unbounded, and no array's element: nothing to mask with.
; CHECK:      %u = xor i64 %x, %z
; CHECK-NEXT: getelementptr inbounds i8, ptr %frame, i64 %u
  %u = xor i64 %x, %z
  %r = getelementptr inbounds i8, ptr %frame, i64 %u
  store i8 3, ptr %r, align 1
; An add is bounded by every kernel: only hidden, and masked with the
; array's bound (aligned-base.ll).
; CHECK:      %s = add i64 %xm, %yz
; CHECK-NEXT: %[[H3:.+]] = call i64 asm "", "=r,0"(i64 %s)
; CHECK-NEXT: %[[M3:.+]] = and i64 %[[H3]], 3
; CHECK-NEXT: %[[HM3:.+]] = call i64 asm "", "=r,0"(i64 %[[M3]])
; CHECK-NEXT: getelementptr inbounds i32, ptr %a, i64 %[[HM3]]
  %s = add i64 %xm, %yz
  %t = getelementptr inbounds i32, ptr %a, i64 %s
  store i32 4, ptr %t, align 4
  ret i32 0
}

; CHECK-LABEL: define i32 @plain(
; CHECK-NOT:   asm
; CHECK:       ret
define i32 @plain(i64 %x, i8 %y) {
  %a = alloca [4 x i32], align 4
  %xm = and i64 %x, 3
  %yb = and i8 %y, 1
  %yz = zext nneg i8 %yb to i64
  %i = xor i64 %xm, %yz
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
  ret i32 0
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
