; Proves: in coroutine code, a loop's back edge that only contradictory
; tests lead to is broken (LLVM's breakLoopBackedge): on that edge, or on
; the edges that dominate the latch, every operand of a tree of umin is
; unequal to the umin, which is always one of them. IndVarSimplify leaves
; such loops when it predicates every exit on the exact trip count
; (`ec_i == umin(ec_1, ..., ec_n)`): at -O2 unswitching hoists the tests
; and leaves a loop with no exit, entered only where they all fail
; (extended fuzz seed 24179: the verifier walked into it, "infinite loop
; detected"); at -O1 the tests stay in the loop, whose back edge is taken
; only where they all fail (an adversarial round: the same). Also through
; the zero extensions IndVars adds when an exit count is narrower than the
; trip count (on both sides, or folded into a constant), and for a umin of
; three. Not where one operand may still equal the umin, nor where a test
; on the way is not an edge every path takes, nor outside coroutine code.
; RUN: %opt_coro -passes='loop(bpf-coro-dead-loops)' -S %s | FileCheck %s

; CHECK-LABEL: define i32 @predicated(
; CHECK:       idle:
; CHECK-NEXT:    unreachable
define i32 @predicated(i64 %a) #0 {
entry:
  %c = sub i64 7, %a
  %btc = call i64 @llvm.umin.i64(i64 %c, i64 1)
  %first = icmp eq i64 %c, %btc
  br i1 %first, label %ret, label %second

second:
  %last = icmp eq i64 1, %btc
  br i1 %last, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

; CHECK-LABEL: define i32 @widened(
; CHECK:       idle:
; CHECK-NEXT:    unreachable
define i32 @widened(i32 %a, i64 %b) #0 {
entry:
  %btc = call i32 @llvm.umin.i32(i32 %a, i32 5)
  %w = zext i32 %btc to i64
  %wa = zext i32 %a to i64
  %first = icmp ne i64 %wa, %w
  br i1 %first, label %second, label %ret

second:
  %last = icmp eq i64 %w, 5
  br i1 %last, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

; CHECK-LABEL: define i32 @three(
; CHECK:       idle:
; CHECK-NEXT:    unreachable
define i32 @three(i64 %a, i64 %b) #0 {
entry:
  %m = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %btc = call i64 @llvm.umin.i64(i64 %m, i64 9)
  %e1 = icmp eq i64 %a, %btc
  br i1 %e1, label %ret, label %s2

s2:
  %e2 = icmp eq i64 %btc, %b
  br i1 %e2, label %ret, label %s3

s3:
  %e3 = icmp eq i64 9, %btc
  br i1 %e3, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

; The tests left in the loop (-O1): the back edge is taken only where
; both fail; the latch now leaves.
; CHECK-LABEL: define i32 @tests_in_loop(
; CHECK:       latch:
; CHECK-NEXT:    %first = icmp eq i64 %c, %btc
; CHECK-NEXT:    br label %ret
define i32 @tests_in_loop(i64 %a) #0 {
entry:
  %c = sub i64 7, %a
  %btc = call i64 @llvm.umin.i64(i64 %c, i64 1)
  br label %head

head:
  %last = icmp eq i64 1, %btc
  br i1 %last, label %done, label %latch

latch:
  %first = icmp eq i64 %c, %btc
  br i1 %first, label %ret, label %head

ret:
  ret i32 1

done:
  ret i32 0
}

; One operand, %b, is never tested: the loop is entered where %b == umin.
; CHECK-LABEL: define i32 @operand.untested(
; CHECK:       idle:
; CHECK-NEXT:    br label %idle
define i32 @operand.untested(i64 %a, i64 %b) #0 {
entry:
  %m = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %btc = call i64 @llvm.umin.i64(i64 %m, i64 9)
  %e1 = icmp eq i64 %a, %btc
  br i1 %e1, label %ret, label %s3

s3:
  %e3 = icmp eq i64 9, %btc
  br i1 %e3, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

; The test of %c is on one way in only (%other joins below it).
; CHECK-LABEL: define i32 @not.every.path(
; CHECK:       idle:
; CHECK-NEXT:    br label %idle
define i32 @not.every.path(i64 %a, i1 %o) #0 {
entry:
  %c = sub i64 7, %a
  %btc = call i64 @llvm.umin.i64(i64 %c, i64 1)
  br i1 %o, label %other, label %test

test:
  %first = icmp eq i64 %c, %btc
  br i1 %first, label %ret, label %second

other:
  br label %second

second:
  %last = icmp eq i64 1, %btc
  br i1 %last, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

; Plain code is compiled as without bpfcoro.
; CHECK-LABEL: define i32 @plain(
; CHECK:       idle:
; CHECK-NEXT:    br label %idle
define i32 @plain(i64 %a) {
entry:
  %c = sub i64 7, %a
  %btc = call i64 @llvm.umin.i64(i64 %c, i64 1)
  %first = icmp eq i64 %c, %btc
  br i1 %first, label %ret, label %second

second:
  %last = icmp eq i64 1, %btc
  br i1 %last, label %done, label %idle.preheader

idle.preheader:
  br label %idle

idle:
  br label %idle

ret:
  ret i32 1

done:
  ret i32 0
}

declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.umin.i32(i32, i32)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
