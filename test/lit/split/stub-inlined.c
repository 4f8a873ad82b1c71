// Proves: BPFCoroStubInlined (right after the split) moves the body of a
// start or resume that -bpf-coro-inline inlines at every call into a
// private copy, calls that copy instead (the inliner then inlines and
// deletes it), and leaves the piece, kept for its BTF FUNC, a stub that
// returns BPF_CORO_INVALID (-22), touches nothing and carries the decl tag
// coro_inlined: the code out of line was compiled a second time for
// nothing. Destroy, always a call, keeps its body, and so does every piece
// when nothing is inlined.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %S/Inputs/count.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split,bpf-coro-stub-inlined -S %t.ll \
// RUN:   | FileCheck %s
// RUN: %opt_coro -bpf-coro-inline=never -passes=bpf-coro-split,bpf-coro-stub-inlined -S %t.ll \
// RUN:   | FileCheck %s --check-prefix=NEVER --implicit-check-not=coro_inlined
// A coroutine whose subprogram has no annotations (IR not from the clang
// plugin, whose decl tags every coroutine has): a stub still gets its tag.
// Writing it into the subprogram in place wrote past the node, whose
// operand list ends before the annotations, and broke the module.
// RUN: sed -E 's/, annotations: ![0-9]+//' %t.ll > %t.untagged.ll
// RUN: %opt_coro -passes=bpf-coro-split,bpf-coro-stub-inlined -S %t.untagged.ll \
// RUN:   | FileCheck %s --check-prefix=UNTAGGED

// CHECK-LABEL: define {{.*}} @start(
// CHECK:         call i32 @count.inlined(
// CHECK-LABEL: define {{.*}} @resume(
// CHECK:         call i32 @count__coro_resume.inlined(
// CHECK-LABEL: define {{.*}} @destroy(
// CHECK:         call i32 @count__coro_destroy(

// CHECK:       define internal i32 @count(ptr %frame, ptr %out, i32 %0) #[[STUB:[0-9]+]] !dbg [[START:![0-9]+]] {
// CHECK-NEXT:  inlined:
// CHECK-NEXT:    ret i32 -22, !dbg
// CHECK-NEXT:  }
// CHECK:       define internal i32 @count__coro_resume(ptr %frame, i64 %in, ptr %out) #[[STUB]] !dbg [[RESUME:![0-9]+]] {
// CHECK-NEXT:  inlined:
// CHECK-NEXT:    ret i32 -22, !dbg
// CHECK-NEXT:  }
// CHECK-LABEL: define internal i32 @count__coro_destroy(
// CHECK:         cmpxchg
// CHECK-LABEL: define internal i32 @count.inlined(
// CHECK:         cmpxchg
// CHECK-LABEL: define internal i32 @count__coro_resume.inlined(
// CHECK:         cmpxchg

// CHECK: attributes #[[STUB]] = { noinline {{.*}}"bpf-coro-inlined"
// CHECK: [[START]] = distinct !DISubprogram(name: "count", {{.*}}annotations: [[STARTTAGS:![0-9]+]]
// CHECK: [[STARTTAGS]] = !{{{.*}}, [[INLINED:![0-9]+]]}
// CHECK: [[INLINED]] = !{!"btf_decl_tag", !"coro_inlined"}
// CHECK: [[RESUME]] = distinct !DISubprogram(name: "count__coro_resume", {{.*}}annotations: [[RESUMETAGS:![0-9]+]]
// CHECK: [[RESUMETAGS]] = !{[[INLINED]]}

// NEVER-LABEL: define {{.*}} @start(
// NEVER:         call i32 @count(
// NEVER-LABEL: define internal i32 @count(
// NEVER:         cmpxchg
// NEVER-LABEL: define internal i32 @count__coro_resume(
// NEVER:         cmpxchg

// UNTAGGED:     define internal i32 @count(ptr %frame, ptr %out, i32 %0) #{{[0-9]+}} !dbg [[START:![0-9]+]] {
// UNTAGGED-NEXT: inlined:
// UNTAGGED:     define internal i32 @count__coro_resume(ptr %frame, i64 %in, ptr %out) #{{[0-9]+}} !dbg [[RESUME:![0-9]+]] {
// UNTAGGED-NEXT: inlined:
// UNTAGGED:     [[START]] = distinct !DISubprogram(name: "count", {{.*}}annotations: [[TAGS:![0-9]+]]
// UNTAGGED:     [[TAGS]] = !{[[INLINED:![0-9]+]]}
// UNTAGGED:     [[INLINED]] = !{!"btf_decl_tag", !"coro_inlined"}
// UNTAGGED:     [[RESUME]] = distinct !DISubprogram(name: "count__coro_resume", {{.*}}annotations: [[TAGS]]
