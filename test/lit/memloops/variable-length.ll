; Proves: in coroutine code, a memset or memcpy whose length is not a
; constant (which the BPF back end cannot lower: "A call to built-in
; function 'memset' is not supported") becomes a loop; one of constant
; length stays for the back end, which lowers it; other code is left as it
; is. Loop idiom recognition made such a memset of a resume's loop zeroing
; an array of locals, 4 or 8 bytes at a computed offset (extended fuzz seed
; 2735; corpus run/zeroing-loop-in-resume.c loads and runs one).
; RUN: %opt_coro -passes=bpf-coro-mem-loops -S %s | FileCheck %s

; CHECK-LABEL: define void @set(
; CHECK-NOT:     @llvm.memset
; CHECK:         store i8 0, ptr
; CHECK:         br i1
; CHECK:       }
define void @set(ptr %p, i64 %n) #0 {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
  ret void
}

; CHECK-LABEL: define void @copy(
; CHECK-NOT:     @llvm.memcpy
; CHECK:         load i8, ptr
; CHECK:         store i8 %{{.*}}, ptr
; CHECK:       }
define void @copy(ptr %d, ptr %s, i64 %n) #0 {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  ret void
}

; CHECK-LABEL: define void @constant(
; CHECK:         call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 8, i1 false)
define void @constant(ptr %p) #0 {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 8, i1 false)
  ret void
}

; CHECK-LABEL: define void @plain(
; CHECK:         call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
define void @plain(ptr %p, i64 %n) {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

attributes #0 = { "bpf-coro-frame"="piece__coro_frame" }
