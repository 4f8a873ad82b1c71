// A suspension inside a loop keeps the induction variable and the running
// sum; the bound check `i < n` is recomputed after resuming, not saved.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

__bpf_coro static int sum(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

int use(void *f, long *out) { return bpf_coro_start(f, sum(4), out); }

// CHECK:      STRUCT 'sum__coro_frame' size=32 vlen=6
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'n' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 's' type_id={{[0-9]+}} bits_offset=192
// CHECK-NEXT: 'i' type_id={{[0-9]+}} bits_offset=224
