// Proves: a bool saved as a byte is checked to be 0 or 1 after the reload
// (user space may write any byte), and a slot holding a computation of a
// variable (here !b) is not named after the variable.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
#include <bpf_coro.h>

__bpf_coro static long co(void)
{
	_Bool b = bpf_coro_yield(0);

	bpf_coro_yield(1);
	return b ? 10 : 20;
}

int go(void *f, long *out) { return bpf_coro_start(f, co(), out) + bpf_coro_resume(co, f, 0, out); }

// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:         %[[B:.*]] = load i8, ptr
// CHECK:         @llvm.bpf.compare.i8.i8(i32 37, i8 %[[B]], i8 1)
// BTF:     STRUCT 'co__coro_frame'
// BTF-NOT: 'b' type_id
// BTF:     '__tmp0'
