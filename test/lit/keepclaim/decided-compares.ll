; Proves: the split's compares of two constants (a resume's check of a
; value the start just saved, forwarded once the start is threaded into the
; resume) are replaced by their result; one of a run-time value stays.
; RUN: %opt_coro -passes=bpf-coro-keep-claim -S %s | FileCheck %s

; CHECK-LABEL: define i32 @checks(
; CHECK-NEXT:    br i1 false, label %corrupt, label %ok
; CHECK:       ok:
; CHECK-NEXT:    %live = call i1 @llvm.bpf.compare.i32.i32(i32 34, i32 %x, i32 2)
define i32 @checks(i32 %x) {
  %dead = call i1 @llvm.bpf.compare.i32.i32(i32 34, i32 0, i32 2)
  br i1 %dead, label %corrupt, label %ok
ok:
  %live = call i1 @llvm.bpf.compare.i32.i32(i32 34, i32 %x, i32 2)
  br i1 %live, label %corrupt, label %done
done:
  ret i32 0
corrupt:
  ret i32 -117
}

declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32)
