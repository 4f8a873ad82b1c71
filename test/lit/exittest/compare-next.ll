; Proves: in coroutine code, a loop's test of its counter against a
; constant, `n P C`, becomes the test of the counter's next value,
; `n + S P C + S`, where n + S is computed above the test and carried round
; the loop, the counter starts from a value that is not a constant, and the
; ranges n has at the test prove the two tests the same (neither addition
; leaves the compare's integers); of two signednesses that are the same
; test, not an equality in disguise, then signed for a count-down and
; unsigned for a count-up. The next
; value loses its wrap flags: the test reads it on the iteration that leaves
; too, where a flag the test's signedness does not vouch for would make it
; poison. `while (n-- > 0)` tests n and goes on with n - 1,
; another register, which 6.12's verifier does not narrow with n: it walked
; n - 1 down for ever ("The sequence of 8193 jumps is too complex",
; extended fuzz seeds 69 and 98, test/kernel/progs/count_down.bpf.c).
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

; n in [1, 4] on entry, going on while n > 1: n - 1 never leaves [0, 3].
; samesign: n is not negative at the test, so the test may be signed, not
; `n - 1 u> 0`, which the code generator makes `n - 1 != 0` and 6.1's
; verifier does not narrow.
; CHECK-LABEL: define void @count_down(
; CHECK:         %n.next = add i32 %n, -1
; CHECK:       latch:
; CHECK-NEXT:    %more = icmp sgt i32 %n.next, 0
; CHECK-NEXT:    br i1 %more, label %head, label %out
define void @count_down(ptr %p, i32 %x) #0 {
entry:
  %pos = icmp slt i32 %x, 1
  br i1 %pos, label %out, label %pre

pre:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 4)
  br label %head

head:
  %n = phi i32 [ %start, %pre ], [ %n.next, %latch ]
  %n.next = add nsw i32 %n, -1
  %slot = getelementptr i32, ptr %p, i32 %n.next
  %odd = icmp eq i32 %x, 7
  br i1 %odd, label %body, label %latch

body:
  store volatile i32 1, ptr %slot
  br label %latch

latch:
  %more = icmp samesign ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

; Without samesign n's range at the test, [1, 2^32 - 2], is in both
; halves: only the unsigned test is the same.
; CHECK-LABEL: define void @unsigned_only(
; CHECK:         %more = icmp ugt i32 %n.next, 0
define void @unsigned_only(ptr %p, i32 %x) #0 {
entry:
  %pos = icmp slt i32 %x, 1
  br i1 %pos, label %out, label %pre

pre:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 4)
  br label %head

head:
  %n = phi i32 [ %start, %pre ], [ %n.next, %head ]
  %n.next = add nsw i32 %n, -1
  store volatile i32 %n.next, ptr %p
  %more = icmp ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

; Signed, counting up: i in [-5, 10) while it goes on, i + 1 < 11.
; CHECK-LABEL: define void @count_up_signed(
; CHECK:         %more = icmp slt i32 %i.next, 11
define void @count_up_signed(ptr %p, i32 %x) #0 {
entry:
  %lo = call i32 @llvm.smax.i32(i32 %x, i32 -5)
  %start = call i32 @llvm.smin.i32(i32 %lo, i32 9)
  br label %head

head:
  %i = phi i32 [ %start, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %more = icmp slt i32 %i, 10
  br i1 %more, label %head, label %out

out:
  ret void
}

; n may be 0 on entry: n - 1 wraps below 0, unsigned, and the tests differ.
; CHECK-LABEL: define void @may_wrap(
; CHECK:         %more = icmp ugt i32 %n, 1
define void @may_wrap(ptr %p, i32 %x) #0 {
entry:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 4)
  br label %head

head:
  %n = phi i32 [ %start, %entry ], [ %n.next, %head ]
  %n.next = add i32 %n, -1
  store volatile i32 %n.next, ptr %p
  %more = icmp ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

; Where both tests are the same and neither is an equality, a count-down's
; is signed: a value the verifier holds below the end (a state no run
; reaches, where its range and known bits disagree) leaves at once, where
; `n - 1 u> 1` would walk it round 2^32 times (extended fuzz seed 1884,
; corpus run/count-down-signed-exit.c).
; CHECK-LABEL: define void @count_down_signed(
; CHECK:         %more = icmp sgt i32 %n.next, 1
define void @count_down_signed(ptr %p, i32 %x) #0 {
entry:
  %pos = icmp slt i32 %x, 1
  br i1 %pos, label %out, label %pre

pre:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 4)
  br label %head

head:
  %n = phi i32 [ %start, %pre ], [ %n.next, %head ]
  %n.next = add nsw i32 %n, -1
  store volatile i32 %n.next, ptr %p
  %more = icmp samesign ugt i32 %n, 2
  br i1 %more, label %head, label %out

out:
  ret void
}

; And a count-up's unsigned: i in [0, 8] (samesign: not negative) tested
; i s< 9 goes on with i + 1 u< 10, which a value held below 0 leaves too.
; CHECK-LABEL: define void @count_up_unsigned(
; CHECK:         %more = icmp ult i32 %i.next, 10
define void @count_up_unsigned(ptr %p, i32 %x) #0 {
entry:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 8)
  br label %head

head:
  %i = phi i32 [ %start, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %more = icmp samesign slt i32 %i, 9
  br i1 %more, label %head, label %out

out:
  ret void
}

; From a constant the verifier walks the counter as constants: it stays.
; CHECK-LABEL: define void @constant_start(
; CHECK:         %more = icmp ult i32 %i, 7
define void @constant_start(ptr %p) #0 {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %i.next = add i32 %i, 1
  store volatile i32 %i.next, ptr %p
  %more = icmp ult i32 %i, 7
  br i1 %more, label %head, label %out

out:
  ret void
}

; Outside coroutine code nothing changes.
; CHECK-LABEL: define void @plain(
; CHECK:         %more = icmp samesign ugt i32 %n, 1
define void @plain(ptr %p, i32 %x) {
entry:
  %pos = icmp slt i32 %x, 1
  br i1 %pos, label %out, label %pre

pre:
  %start = call i32 @llvm.umin.i32(i32 %x, i32 4)
  br label %head

head:
  %n = phi i32 [ %start, %pre ], [ %n.next, %head ]
  %n.next = add nsw i32 %n, -1
  store volatile i32 %n.next, ptr %p
  %more = icmp samesign ugt i32 %n, 1
  br i1 %more, label %head, label %out

out:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
