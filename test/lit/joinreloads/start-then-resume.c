// Proves: through the whole -O2 pipeline, where a program starts a frame
// and resumes it in the same run (examples/portknock's driver; the program
// of keepclaim/start-then-resume.c), the value the start saved (i = 0) no
// longer meets the resume's reload of it in a phi: the resumed body reads
// the slot after the join, once for both ways (before:
// `phi i32 [ 0, %start ], [ %reload, %resume ]`).
// RUN: %clang_bpf -S -emit-llvm %S/../keepclaim/start-then-resume.c -o - | FileCheck %s

// CHECK-LABEL: define {{.*}} @prog(
// The claims of the start and of the resume, then the joined read of i.
// CHECK:       cmpxchg ptr
// CHECK:       cmpxchg ptr
// CHECK-NOT:   = phi i32 [ 0, %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK:       [[I:%[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// CHECK:       call i1 @llvm.bpf.compare.i32.i32(i32 {{[0-9]+}}, i32 [[I]], i32 2)
// CHECK-NOT:   = phi i32 [ 0, %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK:       ret i32
