; Proves: in coroutine code, a branch's test of x against a constant,
; `x P C`, becomes the test of x + S, `x + S P C + S`, in any block (not
; only a loop's latch), where x + S is computed above the test and used
; both above it (so it cannot move below) and below it, x itself is used
; nowhere below it, and the ranges x has at the test prove the two tests
; the same. The verifier narrows the register a branch tests; the one
; going on below was x + S, which kept its range: a resume that re-entered
; a do-while in its middle tested the reloaded i (`i < 2`) and went on with
; i + 1 as the next iteration's i, and a store to `a[i + 1]` overran the
; array (extended fuzz seed 17034, corpus
; run/counter-next-value-tested-outside-loop.c). Not where x is used below
; too (it would lose its narrowing), nor where x + S is used only below
; (sinkBelowTest moves it there), nor for a phi of constants and x + S.
; RUN: %opt_coro -passes=bpf-coro-exit-test -S %s | FileCheck %s

declare void @use(i32)

; i reloaded in [0, 2]; i + 1 feeds a call above the test and the loop's
; phi below it. Its wrap flags go: the test reads it where nothing did.
; CHECK-LABEL: define void @reentry(
; CHECK:         %next = add i32 %i, 1
; CHECK-NEXT:    call void @use(i32 %next)
; CHECK-NEXT:    %more = icmp ult i32 %next, 3
; CHECK-NEXT:    br i1 %more, label %body, label %out
define void @reentry(ptr %p, ptr %q) #0 {
entry:
  %r = load i32, ptr %q
  %ok = icmp ult i32 %r, 3
  br i1 %ok, label %test, label %out

test:
  %i = phi i32 [ %r, %entry ], [ %j.next, %body ]
  %next = add nuw nsw i32 %i, 1
  call void @use(i32 %next)
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

body:
  %j = phi i32 [ %next, %test ]
  %a = getelementptr inbounds i32, ptr %p, i32 %j
  store volatile i32 0, ptr %a
  %j.next = add i32 %j, 0
  br label %test

out:
  ret void
}

; x is read below the branch too: the test stays on x.
; CHECK-LABEL: define void @x_below(
; CHECK:         %more = icmp ult i32 %r, 2
define void @x_below(ptr %p, ptr %q) #0 {
entry:
  %r = load i32, ptr %q
  %ok = icmp ult i32 %r, 3
  br i1 %ok, label %test, label %out

test:
  %next = add nuw nsw i32 %r, 1
  call void @use(i32 %next)
  %more = icmp ult i32 %r, 2
  br i1 %more, label %below, label %out

below:
  %a = getelementptr inbounds i32, ptr %p, i32 %next
  store volatile i32 %r, ptr %a
  br label %out

out:
  ret void
}

; x + S is used only below: left to sinkBelowTest, which computes it
; there.
; CHECK-LABEL: define void @next_only_below(
; CHECK:         %more = icmp ult i32 %r, 2
; CHECK:       below:
; CHECK-NEXT:    %next = add nuw nsw i32 %r, 1
define void @next_only_below(ptr %p, ptr %q) #0 {
entry:
  %r = load i32, ptr %q
  %ok = icmp ult i32 %r, 3
  br i1 %ok, label %test, label %out

test:
  %next = add nuw nsw i32 %r, 1
  %more = icmp ult i32 %r, 2
  br i1 %more, label %below, label %out

below:
  %a = getelementptr inbounds i32, ptr %p, i32 %next
  store volatile i32 0, ptr %a
  br label %out

out:
  ret void
}

; Where x + S could wrap (x anything), the tests differ: it stays.
; CHECK-LABEL: define void @may_wrap(
; CHECK:         %more = icmp ult i32 %r, 2
define void @may_wrap(ptr %p, ptr %q) #0 {
entry:
  %r = load i32, ptr %q
  br label %test

test:
  %next = add i32 %r, -5
  call void @use(i32 %next)
  %more = icmp ult i32 %r, 2
  br i1 %more, label %below, label %out

below:
  %a = getelementptr inbounds i32, ptr %p, i32 %next
  store volatile i32 0, ptr %a
  br label %out

out:
  ret void
}

; Outside coroutine code nothing changes.
; CHECK-LABEL: define void @plain(
; CHECK:         %more = icmp ult i32 %i, 2
define void @plain(ptr %p, ptr %q) {
entry:
  %r = load i32, ptr %q
  %ok = icmp ult i32 %r, 3
  br i1 %ok, label %test, label %out

test:
  %i = phi i32 [ %r, %entry ]
  %next = add nuw nsw i32 %i, 1
  call void @use(i32 %next)
  %more = icmp ult i32 %i, 2
  br i1 %more, label %body, label %out

body:
  %a = getelementptr inbounds i32, ptr %p, i32 %next
  store volatile i32 0, ptr %a
  br label %out

out:
  ret void
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
