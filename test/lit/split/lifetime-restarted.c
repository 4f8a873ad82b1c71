// Proves: lifetime markers survive the split, and a resume starts again the
// lifetime of each local the code after its point uses (before copying
// the local's saved bytes back), so the code generator's stack coloring
// lets locals of disjoint blocks share stack as in plain C. Two 256-byte
// buffers of consecutive blocks, each live across a suspension: the split
// used to drop every marker, the resume held both at once and did not
// compile ("BPF stack limit is exceeded"); the object below compiles.
// The input is the corpus program that loads and runs it.
// RUN: %clang_bpf -I%S/../../corpus -S -emit-llvm -Xclang -disable-llvm-passes %S/../../corpus/run/consecutive-scopes-share-stack.c -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/consecutive-scopes-share-stack.c -o %t.o

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %[[X:[0-9]+]] = alloca [256 x i8]
// CHECK-NEXT:    %[[Y:[0-9]+]] = alloca [256 x i8]
// CHECK:       coro.resume.1:
// CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr %[[X]])
// CHECK-NEXT:    getelementptr inbounds i8, ptr %frame
// The first block's end and the second's start, as in the source.
// CHECK:         call void @llvm.lifetime.end.p0(ptr nonnull %[[X]])
// CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull %[[Y]])
// CHECK:       coro.resume.2:
// CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr %[[Y]])
// CHECK:         call void @llvm.lifetime.end.p0(ptr nonnull %[[Y]])
