; Proves: in coroutine code, what a block computes from the values its
; branch compares (arithmetic with a constant, casts, addresses, the empty
; asm the late passes hide values behind), before the branch, is computed
; below it on the one way that uses it: taken only by phis of one
; successor, on the edge to it; used only below a successor whose only
; predecessor is the block, at that successor's start, a chain whole. The
; verifier narrows x at the branch and what is computed from x after, but
; not a copy computed before (extended fuzz seed 10636,
; test/corpus/run/loop-next-value-above-exit-test.c: i in [0, 2], i + 1
; in [1, 3] before `i < 2`, then `a[(i + 1) & 3]` past the array; seed
; 14081: an address scaled from reloaded units before their range check,
; an llvm.bpf.compare), also where it is computed in a block above the
; branch's that leads only to it (a resume checks its reloads one block
; each: seed 20374, test/corpus/run/reload-scaled-one-check-early.c), or
; in any block above it in its loop that dominates it (a rotated loop's
; header computes the counter's next value, the latch tests the counter).
; Also in a loop LoopInfo does not see (a resume enters it in its middle).
; Used on both ways, a copy goes to each. A value used in the block too is
; computed anew below it for the uses there that reach an address, a
; phi's below it too; a phi taking one computation
; from every predecessor is that computation first. A value of a value the
; branch does not test, computed around the branch's loop, or outside
; coroutine code stays.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; CHECK-LABEL: define void @latch(
; CHECK:       latch.next:
; CHECK-NEXT:    %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    br label %body
; CHECK:       body:
; CHECK-NEXT:    %j = phi i32 [ 0, %entry ], [ %i.next, %latch.next ]
; CHECK:       latch:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
; CHECK-NEXT:    br i1 %more, label %latch.next, label %out
define void @latch(ptr %p, i32 %r) #0 {
entry:
  %in = icmp ult i32 %r, 3
  br i1 %in, label %latch, label %body

body:
  %j = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  store volatile i32 %j, ptr %p
  br label %latch

latch:
  %i = phi i32 [ %r, %entry ], [ %j, %body ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

out:
  ret void
}

; `while (n-- > 0)` rotated: the header computes n - 1, a branch of the
; body follows, and the latch tests n: n - 1 moves from the header, which
; dominates the latch, onto the latch's edge back (extended fuzz seed 69:
; 6.12's verifier walked n - 1 down for ever).
; CHECK-LABEL: define void @header_above_latch(
; CHECK:       latch.next:
; CHECK-NEXT:    %n.next = add nsw i32 %n, -1
; CHECK-NEXT:    br label %head
; CHECK:       head:
; CHECK-NEXT:    %n = phi i32 [ %start, %entry ], [ %n.next, %latch.next ]
; CHECK-NEXT:    %odd = icmp
; CHECK:       latch:
; CHECK-NEXT:    %more = icmp ugt i32 %n, 1
; CHECK-NEXT:    br i1 %more, label %latch.next, label %out
define void @header_above_latch(ptr %p, i32 %start) #0 {
entry:
  br label %head

head:
  %n = phi i32 [ %start, %entry ], [ %n.next, %latch ]
  %n.next = add nsw i32 %n, -1
  %odd = icmp eq i32 %start, 7
  br i1 %odd, label %body, label %latch

body:
  store volatile i32 1, ptr %p
  br label %latch

latch:
  %more = icmp ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

; One block the loop's header and latch: n - 1 moves onto the block's edge
; to itself (seeds 173 and 474).
; CHECK-LABEL: define void @one_block_loop(
; CHECK:       head.next:
; CHECK-NEXT:    %n.next = add nsw i32 %n, -1
; CHECK-NEXT:    br label %head
; CHECK:       head:
; CHECK-NEXT:    %n = phi i32 [ %start, %entry ], [ %n.next, %head.next ]
; CHECK-NEXT:    store volatile i32 %n
; CHECK-NEXT:    %more = icmp ugt i32 %n, 1
; CHECK-NEXT:    br i1 %more, label %head.next, label %out
define void @one_block_loop(ptr %p, i32 %start) #0 {
entry:
  br label %head

head:
  %n = phi i32 [ %start, %entry ], [ %n.next, %head ]
  %n.next = add nsw i32 %n, -1
  store volatile i32 %n, ptr %p
  %more = icmp ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

; What a block around the branch's loop computes stays there: below the
; branch it would be computed on every iteration.
; CHECK-LABEL: define void @not_into_a_loop(
; CHECK:       entry:
; CHECK-NEXT:    %u.next = add i32 %u, 1
; CHECK:       inner:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %more = icmp ult i32 %u, %i
define void @not_into_a_loop(ptr %p, i32 %u) #0 {
entry:
  %u.next = add i32 %u, 1
  br label %inner

inner:
  %i = phi i32 [ 0, %entry ], [ %i.next, %inner.latch ]
  %more = icmp ult i32 %u, %i
  br i1 %more, label %inner.latch, label %out

inner.latch:
  %k = phi i32 [ %u.next, %inner ]
  store volatile i32 %k, ptr %p
  %i.next = add i32 %i, 1
  br label %inner

out:
  ret void
}

; Used beside the phi too: it stays.
; CHECK-LABEL: define i32 @other_use(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
define i32 @other_use(ptr %p) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i, 2
  store volatile i32 %i.next, ptr %p
  br i1 %more, label %head, label %out

out:
  ret i32 0
}

; The branch tests another value: it stays.
; CHECK-LABEL: define void @other_test(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %k = load
; CHECK-NEXT:    %more = icmp ult i32 %k, 2
define void @other_test(ptr %p) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %k = load volatile i32, ptr %p
  %more = icmp ult i32 %k, 2
  br i1 %more, label %head, label %out

out:
  ret void
}

; Outside coroutine code nothing changes.
; CHECK-LABEL: define void @plain(
; CHECK:       head:
; CHECK:         %i.next = add i32 %i, 1
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
define void @plain(ptr %p) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i, 2
  store volatile i32 %i, ptr %p
  br i1 %more, label %head, label %out

out:
  ret void
}

; The range check of reloaded units, an llvm.bpf.compare: the scaled
; offset, its hiding asm and the address move below it, in order.
; CHECK-LABEL: define void @checked_units(
; CHECK:       entry:
; CHECK-NOT:     shl
; CHECK:         %in = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %u, i64 3)
; CHECK-NEXT:    br i1 %in, label %ok, label %bad
; CHECK:       ok:
; CHECK-NEXT:    %off = shl nsw i64 %u, 2
; CHECK-NEXT:    %h = call i64 asm "", "=r,0"(i64 %off)
; CHECK-NEXT:    %p = getelementptr i8, ptr %a, i64 %h
; CHECK-NEXT:    store i32 1, ptr %p
define void @checked_units(i64 %u) #0 {
entry:
  %a = alloca [4 x i32], align 4
  %off = shl nsw i64 %u, 2
  %h = call i64 asm "", "=r,0"(i64 %off)
  %p = getelementptr i8, ptr %a, i64 %h
  %in = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %u, i64 3)
  br i1 %in, label %ok, label %bad

ok:
  store i32 1, ptr %p, align 4
  ret void

bad:
  ret void
}

; Scaled one check early: the units' check is in the block below the one
; that scales them, the only way there. The scaled offset moves below the
; units' own check.
; CHECK-LABEL: define void @checked_one_block_later(
; CHECK:       entry:
; CHECK-NOT:     shl
; CHECK:         br i1 %first, label %units, label %bad
; CHECK:       units:
; CHECK-NEXT:    %in = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %u, i64 3)
; CHECK-NEXT:    br i1 %in, label %ok, label %bad
; CHECK:       ok:
; CHECK-NEXT:    %off = shl nsw i64 %u, 2
; CHECK-NEXT:    %h = call i64 asm "", "=r,0"(i64 %off)
; CHECK-NEXT:    %p = getelementptr i8, ptr %a, i64 %h
; CHECK-NEXT:    store i32 1, ptr %p
define void @checked_one_block_later(i64 %u, i64 %r) #0 {
entry:
  %a = alloca [4 x i32], align 4
  %off = shl nsw i64 %u, 2
  %h = call i64 asm "", "=r,0"(i64 %off)
  %p = getelementptr i8, ptr %a, i64 %h
  %first = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %r, i64 7)
  br i1 %first, label %units, label %bad

units:
  %in = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %u, i64 3)
  br i1 %in, label %ok, label %bad

ok:
  store i32 1, ptr %p, align 4
  ret void

bad:
  ret void
}

; The check's block is reached from two blocks: what one of them computes
; stays there (the other way never computed it).
; CHECK-LABEL: define void @two_ways_in(
; CHECK:       scale:
; CHECK-NEXT:    %off = shl nsw i64 %u, 2
; CHECK:       units:
; CHECK-NEXT:    %o = phi i64
; CHECK-NEXT:    %in = call i1
define void @two_ways_in(i64 %u, i1 %c, ptr %p) #0 {
entry:
  br i1 %c, label %scale, label %units

scale:
  %off = shl nsw i64 %u, 2
  br label %units

units:
  %o = phi i64 [ %off, %scale ], [ 0, %entry ]
  %in = call i1 @llvm.bpf.compare.i64.i64(i32 37, i64 %u, i64 3)
  br i1 %in, label %ok, label %bad

ok:
  store i64 %o, ptr %p, align 8
  ret void

bad:
  ret void
}

; Used on both ways, each a successor the block alone leads to: a copy at
; the start of each (`while (r-- > 0)` goes on with r - 1 and leaves with
; it too: test/corpus/run/count-down-clamped-above-only.c).
; CHECK-LABEL: define i64 @both_ways(
; CHECK:       entry:
; CHECK-NEXT:    %c = icmp ult i64 %u, 3
; CHECK:       a:
; CHECK-NEXT:    %n = add i64 %u, 1
; CHECK-NEXT:    ret i64 %n
; CHECK:       b:
; CHECK-NEXT:    [[N:%.*]] = add i64 %u, 1
; CHECK-NEXT:    %m = mul i64 [[N]], 3
define i64 @both_ways(i64 %u) #0 {
entry:
  %n = add i64 %u, 1
  %c = icmp ult i64 %u, 3
  br i1 %c, label %a, label %b

a:
  ret i64 %n

b:
  %m = mul i64 %n, 3
  ret i64 %m
}

; Used in the block too, and below one way: it stays for the use in the
; block and is computed anew below for the uses there that reach an
; address, from the compared value behind an empty asm (else the code
; generator's common subexpressions would make it the register computed
; above again). The loop's phi takes it too: the next iteration's index
; is computed from it.
; CHECK-LABEL: define void @used_above_too(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i32 [ %r, %entry ], [ %i.next.below, %body ]
; CHECK-NEXT:    %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    store volatile i32 %i.next, ptr %p
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
; CHECK:       body:
; CHECK-NEXT:    [[I:%.*]] = call i32 asm "", "=r,0"(i32 %i)
; CHECK-NEXT:    %i.next.below = add nuw nsw i32 [[I]], 1
; CHECK-NEXT:    %k = zext i32 %i.next.below to i64
; CHECK-NEXT:    %slot = getelementptr inbounds i32, ptr %a, i64 %k
define void @used_above_too(ptr %p, ptr %a, i32 %r) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ %r, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

body:
  %k = zext i32 %i.next to i64
  %slot = getelementptr inbounds i32, ptr %a, i64 %k
  store i32 0, ptr %slot
  br label %head

out:
  ret void
}

; `i + 1` computed on both ways of a choice reaches the test of i as a
; phi: the phi becomes the one computation, then as above (classic fuzz
; seed 27995, test/corpus/run/loop-next-value-phi-above-exit-test.c).
; CHECK-LABEL: define void @phi_of_same(
; CHECK:       test:
; CHECK-NEXT:    %j = add nuw nsw i32 %i, 1
; CHECK-NEXT:    store volatile i32 %j, ptr %p
; CHECK-NEXT:    %more = icmp ult i32 %i, 2
; CHECK:       body:
; CHECK-NEXT:    [[I:%.*]] = call i32 asm "", "=r,0"(i32 %i)
; CHECK-NEXT:    %j.below = add nuw nsw i32 [[I]], 1
; CHECK-NEXT:    %k = zext i32 %j.below to i64
; CHECK-NOT:   %i.next
define void @phi_of_same(ptr %p, ptr %a, i32 %r, i1 %c) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ %r, %entry ], [ %j, %body ]
  br i1 %c, label %left, label %right

left:
  %i.next.l = add nuw nsw i32 %i, 1
  br label %test

right:
  %i.next.r = add nuw nsw i32 %i, 1
  br label %test

test:
  %j = phi i32 [ %i.next.l, %left ], [ %i.next.r, %right ]
  store volatile i32 %j, ptr %p
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

body:
  %k = zext i32 %j to i64
  %slot = getelementptr inbounds i32, ptr %a, i64 %k
  store i32 0, ptr %slot
  br label %head

out:
  ret void
}

; The same computation on both ways of the phi, one instruction above the
; choice: merged once, the computation erased once (extended fuzz seed
; 30683, where erasing it twice crashed the compiler).
; CHECK-LABEL: define void @phi_of_one_on_two_ways(
; CHECK:       head:
; CHECK-NOT:     add
; CHECK:       test:
; CHECK-NEXT:    %j = add nuw nsw i32 %i, 1
; CHECK-NEXT:    store volatile i32 %j, ptr %p
; CHECK:       body:
; CHECK-NEXT:    [[I:%.*]] = call i32 asm "", "=r,0"(i32 %i)
; CHECK-NEXT:    %j.below = add nuw nsw i32 [[I]], 1
define void @phi_of_one_on_two_ways(ptr %p, ptr %a, i32 %r, i1 %c) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ %r, %entry ], [ %j, %body ]
  %n = add nuw nsw i32 %i, 1
  br i1 %c, label %left, label %right

left:
  br label %test

right:
  br label %test

test:
  %j = phi i32 [ %n, %left ], [ %n, %right ]
  store volatile i32 %j, ptr %p
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

body:
  %k = zext i32 %j to i64
  %slot = getelementptr inbounds i32, ptr %a, i64 %k
  store i32 0, ptr %slot
  br label %head

out:
  ret void
}

; A phi below the branch that takes it and reaches an address gets it
; computed anew too: the next iteration's index of a loop tested `i < 2`
; in its latch, above which `i + 1` is used as well (extended fuzz seed
; 17034, test/corpus/run/loop-next-index-through-latch-phi.c).
; CHECK-LABEL: define void @phi_below(
; CHECK:       head:
; CHECK-NEXT:    %idx = phi i32 [ 0, %entry ], [ %n.below, %cont ]
; CHECK:       cont:
; CHECK-NEXT:    [[I:%.*]] = call i32 asm "", "=r,0"(i32 %i)
; CHECK-NEXT:    %n.below = add nuw nsw i32 [[I]], 1
; CHECK-NEXT:    br label %head
define void @phi_below(ptr %p, ptr %a) #0 {
entry:
  br label %head

head:
  %idx = phi i32 [ 0, %entry ], [ %n, %cont ]
  %z = zext i32 %idx to i64
  %slot = getelementptr inbounds i32, ptr %a, i64 %z
  store i32 0, ptr %slot
  %i = load volatile i32, ptr %p
  %n = add nuw nsw i32 %i, 1
  store volatile i32 %n, ptr %p
  %more = icmp ult i32 %i, 2
  br i1 %more, label %cont, label %out

cont:
  br label %head

out:
  ret void
}

; The phi's inputs differ in their flags, or it is the value compared: it
; stays a phi.
; CHECK-LABEL: define void @phi_not_same(
; CHECK:       test:
; CHECK-NEXT:    %j = phi i32
; CHECK-LABEL: define void @phi_compared(
; CHECK:       test:
; CHECK-NEXT:    %j = phi i32
define void @phi_not_same(ptr %p, i32 %r, i1 %c) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ %r, %entry ], [ %j, %test ]
  br i1 %c, label %left, label %right

left:
  %i.next.l = add nuw nsw i32 %i, 1
  br label %test

right:
  %i.next.r = add i32 %i, 1
  br label %test

test:
  %j = phi i32 [ %i.next.l, %left ], [ %i.next.r, %right ]
  store volatile i32 %j, ptr %p
  %more = icmp ult i32 %i, 2
  br i1 %more, label %head, label %out

out:
  ret void
}

define void @phi_compared(ptr %p, i32 %r, i1 %c) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ %r, %entry ], [ %j, %test ]
  br i1 %c, label %left, label %right

left:
  %i.next.l = add nuw nsw i32 %i, 1
  br label %test

right:
  %i.next.r = add nuw nsw i32 %i, 1
  br label %test

test:
  %j = phi i32 [ %i.next.l, %left ], [ %i.next.r, %right ]
  store volatile i32 %j, ptr %p
  %more = icmp ult i32 %j, 3
  br i1 %more, label %head, label %out

out:
  ret void
}

declare i1 @llvm.bpf.compare.i64.i64(i32, i64, i64)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
