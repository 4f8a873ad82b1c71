; Proves: in coroutine code, a compare of a narrow value extended to int,
; where the same value is also extended to long (an index), is made on that
; long, with the other operand sign-extended to it; so is a compare of an
; 8- or 16-bit value as it is (the backend compares it on a masked copy).
; The long moves up to where the narrow value is defined and is handed on
; behind an empty asm, so that code generation neither copies it into each
; block that uses it nor compares the narrow value again: the verifier
; narrows only the register a branch compares, and a resumed `__s16 j`
; tested as `(int)j < b` and read as `a[(long)j]` was refused ("invalid
; variable-offset read from stack",
; test/corpus/run/loop-s16-counter-clamped-bound.c), as was a `__u8 i`
; tested `i + 1 != 9` and read as `t[i + 1]`
; (test/corpus/run/loop-u8-ne-exit-index.c). An unsigned compare of a
; zero-extended byte is made on its zero extension to long; the int
; extensions, now unused, go. A compare whose operands have no wider use,
; of a zero extension where the long is a sign extension, of an int as it
; is, and every compare outside the coroutine pieces stay as they were.
; RUN: %opt_coro -passes=bpf-coro-wide-compare -S %s | FileCheck %s

; CHECK-LABEL: define i64 @piece(
; CHECK:       latch:
; CHECK-NEXT:    %j = phi i16
; CHECK-NEXT:    %j.next = add i16 %j, 1
; CHECK-NEXT:    %idx = sext i16 %j.next to i64
; CHECK-NEXT:    [[W:%.*]] = call i64 asm "", "=r,0"(i64 %idx)
; CHECK-NEXT:    [[B:%.*]] = sext i32 %b to i64
; CHECK-NEXT:    %more = icmp sgt i64 [[B]], [[W]]
; CHECK:       body:
; CHECK-NEXT:    %p = getelementptr i64, ptr %a, i64 [[W]]
define i64 @piece(ptr %frame, ptr %a, i32 %b, i16 %j0) #0 {
entry:
  br label %latch

latch:
  %j = phi i16 [ %j0, %entry ], [ %j.next, %body ]
  %j.next = add i16 %j, 1
  %j32 = sext i16 %j.next to i32
  %more = icmp sgt i32 %b, %j32
  br i1 %more, label %body, label %out

body:
  %idx = sext i16 %j.next to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  %stop = icmp eq i64 %v, 0
  br i1 %stop, label %out, label %latch

out:
  ret i64 0
}

; Unsigned: the compare's zero extension to int and the index's to long
; are one value's; the bound, a constant, is extended with it.
; CHECK-LABEL: define i64 @unsigned(
; CHECK:         %idx = zext i8 %k to i64
; CHECK-NEXT:    [[K:%.*]] = call i64 asm "", "=r,0"(i64 %idx)
; CHECK-NEXT:    %lt = icmp ult i64 [[K]], 200
; CHECK:         getelementptr i64, ptr %a, i64 [[K]]
define i64 @unsigned(ptr %a, i8 %k) #0 {
entry:
  %k32 = zext i8 %k to i32
  %lt = icmp ult i32 %k32, 200
  br i1 %lt, label %in, label %out

in:
  %idx = zext i8 %k to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  ret i64 %v

out:
  ret i64 0
}

; A byte compared as it is, equal to a constant: on its zero extension.
; CHECK-LABEL: define i64 @byte_as_is(
; CHECK:         %idx = zext i8 %next to i64
; CHECK-NEXT:    [[N:%.*]] = call i64 asm "", "=r,0"(i64 %idx)
; CHECK-NEXT:    %done = icmp eq i64 [[N]], 9
define i64 @byte_as_is(ptr %a, i8 %i) #0 {
entry:
  %next = add i8 %i, 1
  %done = icmp eq i8 %next, 9
  br i1 %done, label %out, label %in

in:
  %idx = zext i8 %next to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  ret i64 %v

out:
  ret i64 0
}

; An int compared as it is is compared in its own register: left alone.
; CHECK-LABEL: define i64 @int_as_is(
; CHECK:         %lt = icmp slt i32 %k, %n
define i64 @int_as_is(ptr %a, i32 %k, i32 %n) #0 {
entry:
  %lt = icmp slt i32 %k, %n
  br i1 %lt, label %in, label %out

in:
  %idx = sext i32 %k to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  ret i64 %v

out:
  ret i64 0
}

; No wider use of the compared value's source: left alone.
; CHECK-LABEL: define i64 @no_wide_use(
; CHECK:         %lt = icmp slt i32 %k32, %n
define i64 @no_wide_use(i16 %k, i32 %n) #0 {
entry:
  %k32 = sext i16 %k to i32
  %lt = icmp slt i32 %k32, %n
  %r = zext i1 %lt to i64
  ret i64 %r
}

; A zero extension to int compared where the long is a sign extension: not
; the same value, left alone.
; CHECK-LABEL: define i64 @other_extension(
; CHECK:         %lt = icmp slt i32 %k32, %n
define i64 @other_extension(ptr %a, i16 %k, i32 %n) #0 {
entry:
  %k32 = zext i16 %k to i32
  %lt = icmp slt i32 %k32, %n
  %idx = sext i16 %k to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  %r = select i1 %lt, i64 %v, i64 0
  ret i64 %r
}

; Not coroutine code: left alone.
; CHECK-LABEL: define i64 @plain(
; CHECK:         %lt = icmp slt i32 %k32, %n
define i64 @plain(ptr %a, i16 %k, i32 %n) {
entry:
  %k32 = sext i16 %k to i32
  %lt = icmp slt i32 %k32, %n
  br i1 %lt, label %in, label %out

in:
  %idx = sext i16 %k to i64
  %p = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %p, align 8
  ret i64 %v

out:
  ret i64 0
}

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
