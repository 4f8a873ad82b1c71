; Proves: in coroutine code, a select or min/max that chooses a loop's
; count, and the choices it chooses among, select 64-bit registers (a
; truncated value's 64-bit source where truncated to 32 bits, any other
; value zero-extended behind an empty asm), behind empty asms; the tests compare the 32-bit halves of the registers chosen
; from. The code generator lowers a 32-bit clamp as `w8 = w7; if w7 < 3
; goto +1; w8 = 3`, and the verifier links a 32-bit copy to its source
; only where the source fits 32 bits (6.18) or never (6.1): the branch
; left the count unbounded (extended fuzz seeds 2885 and 455, corpus
; run/count-clamped-from-wide-value.c, kernel test
; count_clamped_after_resume). A 64-bit copy `r8 = r7` every verifier
; links. Also where the count reaches the loop through phis merging it
; with other starts, or through a wider select that chooses it again. Not where only constants are chosen, nor where the
; choice starts no loop, nor outside coroutine code.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; A count truncated from a 64-bit value and clamped: the source itself is
; chosen.
; CHECK-LABEL: define void @clamped(
; CHECK:         %n = trunc i64 %v to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %n, 3
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %v, i64 3
; CHECK-NEXT:    %[[W:[0-9]+]] = call i64 asm "", "=r,0"(i64 %c.wide)
; CHECK-NEXT:    %c = trunc i64 %[[W]] to i32
; CHECK:         %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
define void @clamped(ptr %p, i64 %v) #0 {
entry:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; A 32-bit count clamped to [0, 2] by two choices: both select 64-bit
; registers, the outer one's test reads the inner one's register. The
; count's zero extension is behind an empty asm, so that the first test
; reads it and not the count's own register: `w6 = w0; if w0 < 2` where
; w0 came from a phi of a loaded and a truncated value left the copy
; unbounded on 6.18 (extended fuzz seed 19303, corpus
; run/count-clamped-from-phi-of-truncation.c).
; CHECK-LABEL: define void @clamped_twice(
; CHECK:         %x.zext = zext i32 %x to i64
; CHECK-NEXT:    %[[XZ:[0-9]+]] = call i64 asm "", "=r,0"(i64 %x.zext)
; CHECK-NEXT:    %[[XL:[0-9]+]] = trunc i64 %[[XZ]] to i32
; CHECK-NEXT:    %lo.first = icmp sgt i32 %[[XL]], 0
; CHECK-NEXT:    %lo.wide = select i1 %lo.first, i64 %[[XZ]], i64 0
; CHECK-NEXT:    %[[LOW:[0-9]+]] = call i64 asm "", "=r,0"(i64 %lo.wide)
; CHECK-NEXT:    %[[LOL:[0-9]+]] = trunc i64 %[[LOW]] to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %[[LOL]], 2
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %[[LOW]], i64 2
; CHECK-NEXT:    %[[W:[0-9]+]] = call i64 asm "", "=r,0"(i64 %c.wide)
; CHECK-NEXT:    %c = trunc i64 %[[W]] to i32
; CHECK-NEXT:    br label %head
define void @clamped_twice(ptr %p, i32 %x) #0 {
entry:
  %lo = call i32 @llvm.smax.i32(i32 %x, i32 0)
  %c = call i32 @llvm.umin.i32(i32 %lo, i32 2)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; A 16-bit count zero-extended for the loop: an unsigned test reads the
; register's low 32 bits, and the loop takes the register itself, no mask.
; The zero extension is behind an empty asm too: the code generator would
; test another register it knows to hold the same low 16 bits and mask the
; chosen copy apart from it.
; CHECK-LABEL: define void @narrow(
; CHECK:         %x.zext = zext i16 %x to i64
; CHECK-NEXT:    %[[XZ:[0-9]+]] = call i64 asm "", "=r,0"(i64 %x.zext)
; CHECK-NEXT:    %[[XL:[0-9]+]] = trunc i64 %[[XZ]] to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %[[XL]], 2
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %[[XZ]], i64 2
; CHECK-NEXT:    %[[W:[0-9]+]] = call i64 asm "", "=r,0"(i64 %c.wide)
; CHECK-NOT:     zext
; CHECK:         %[[N:[0-9]+]] = trunc i64 %[[W]] to i32
; CHECK:         %i = phi i32 [ %[[N]], %entry ], [ %i.next, %head ]
define void @narrow(ptr %p, i16 %x) #0 {
entry:
  %c = call i16 @llvm.umin.i16(i16 %x, i16 2)
  %n = zext i16 %c to i32
  br label %head

head:
  %i = phi i32 [ %n, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; A count truncated to 16 bits from a 64-bit value and clamped: no BPF
; compare reads 16 bits, so the 64-bit source is not chosen (the test would
; mask a copy and bound only that: `r9 = r3; w1 = w3 & 0xffff; if w1 < 4`,
; extended fuzz seed 2384, "The sequence of 8193 jumps is too complex");
; its zero extension is, as for @narrow.
; CHECK-LABEL: define void @narrow_from_wide(
; CHECK:         %n = trunc i64 %v to i16
; CHECK-NEXT:    %n.zext = zext i16 %n to i64
; CHECK-NEXT:    %[[NZ:[0-9]+]] = call i64 asm "", "=r,0"(i64 %n.zext)
; CHECK-NEXT:    %[[NL:[0-9]+]] = trunc i64 %[[NZ]] to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %[[NL]], 4
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %[[NZ]], i64 4
define void @narrow_from_wide(ptr %p, i64 %v) #0 {
entry:
  %n = trunc i64 %v to i16
  %c = call i16 @llvm.umin.i16(i16 %n, i16 4)
  %w = zext i16 %c to i32
  br label %head

head:
  %i = phi i32 [ %w, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; A clamped count that reaches the loop through a phi merging it with a
; constant from another way and a zero extension (extended fuzz seed 8435,
; kernel test zext32's trunc_clamp): still a start of the count, chosen in
; 64 bits.
; CHECK-LABEL: define void @clamped_merged(
; CHECK:         %n = trunc i64 %v to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %n, 4
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %v, i64 4
; CHECK-NEXT:    %[[W:[0-9]+]] = call i64 asm "", "=r,0"(i64 %c.wide)
; CHECK-NEXT:    %c = trunc i64 %[[W]] to i32
; CHECK:         %m = phi i32 [ %c, %clamp ], [ 4, %entry ]
define void @clamped_merged(ptr %p, i64 %v, i1 %b) #0 {
entry:
  br i1 %b, label %clamp, label %join

clamp:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 4)
  br label %join

join:
  %m = phi i32 [ %c, %clamp ], [ 4, %entry ]
  %mz = zext i32 %m to i64
  br label %head

head:
  %i = phi i64 [ %mz, %join ], [ %i.next, %head ]
  %i.next = add i64 %i, -1
  store volatile i64 %i, ptr %p
  %more = icmp sgt i64 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; A clamp hoisted out of an outer loop whose body chooses it again, in 64
; bits, as the inner loop's count (extended fuzz seed 23757, corpus
; run/count-clamped-chosen-again-in-loop.c): the select carries the count,
; the clamp is chosen in 64 bits.
; CHECK-LABEL: define void @clamped_chosen_again(
; CHECK:         %n = trunc i64 %v to i32
; CHECK-NEXT:    %c.first = icmp ult i32 %n, 4
; CHECK-NEXT:    %c.wide = select i1 %c.first, i64 %v, i64 4
; CHECK:       outer:
; CHECK:         %k = select i1 %b, i64 %{{.*}}, i64 4
define void @clamped_chosen_again(ptr %p, i64 %v, i1 %b) #0 {
entry:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 4)
  %cz = zext i32 %c to i64
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %k = select i1 %b, i64 %cz, i64 4
  br label %head

head:
  %i = phi i64 [ %k, %outer ], [ %i.next, %head ]
  %i.next = add i64 %i, -1
  store volatile i64 %i, ptr %p
  %more = icmp sgt i64 %i.next, 0
  br i1 %more, label %head, label %latch

latch:
  %j.next = add i32 %j, 1
  %again = icmp ult i32 %j.next, 3
  br i1 %again, label %outer, label %out

out:
  ret void
}

; CHECK-LABEL: define void @constants(
; CHECK-NOT:     asm
; CHECK:         %c = select i1 %b, i32 1, i32 2
define void @constants(ptr %p, i1 %b) #0 {
entry:
  %c = select i1 %b, i32 1, i32 2
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

; CHECK-LABEL: define i32 @no_loop(
; CHECK-NOT:     asm
; CHECK:         %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
define i32 @no_loop(i64 %v) #0 {
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  ret i32 %c
}

; CHECK-LABEL: define void @plain(
; CHECK-NOT:     asm
; CHECK:         %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
define void @plain(ptr %p, i64 %v) {
entry:
  %n = trunc i64 %v to i32
  %c = call i32 @llvm.umin.i32(i32 %n, i32 3)
  br label %head

head:
  %i = phi i32 [ %c, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, -1
  store volatile i32 %i, ptr %p
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %head, label %out

out:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i16 @llvm.umin.i16(i16, i16)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
