// Cheap values are recomputed after resuming instead of saved: a
// comparison of saved values, a cast, and the address of a global array
// element (address arithmetic off a global is never saved: only its index).
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile long src;
long table[8];

__bpf_coro static long remat(unsigned int idx)
{
	long v = src;
	int big = v > 100;
	long *slot = &table[idx & 7];
	long wide = (long)idx;
	bpf_coro_yield(0);
	*slot += v + big + wide;
	return big;
}

int use(void *f, long *out) { return bpf_coro_start(f, remat(3), out); }

// Only idx and v are saved.
// CHECK:      STRUCT 'remat__coro_frame' size=32 vlen=5
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'idx' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 'v' type_id={{[0-9]+}} bits_offset=192
