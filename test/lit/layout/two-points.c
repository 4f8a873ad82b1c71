// Two suspensions with different live sets share bytes: each point's save
// area starts after the header, the frame is as large as the larger one, and
// BTF shows them as a union of one struct per point, named by source line.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile long src;

__bpf_coro static long two(void)
{
	long a = src, b = src;
	bpf_coro_yield(0);
	int c = src;
	bpf_coro_yield(a + b);
	return c;
}

int use(void *f, long *out) { return bpf_coro_start(f, two(), out); }

// Point 1 keeps a and b (a@24, b@32: the 4-byte hole at 20 stays empty),
// point 2 keeps only c (c@20). 40 bytes, not 20 + 8 + 8 + 4 rounded (48).
// CHECK:      STRUCT 'two__coro_frame' size=40 vlen=4
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id=[[STATE:[0-9]+]] bits_offset=128
// CHECK-NEXT: '__coro_spill' type_id=[[UNION:[0-9]+]] bits_offset=160
// CHECK:      [[STATE]]] ENUM 'two__coro_state' encoding=UNSIGNED size=4 vlen=5
// CHECK-NEXT: 'TWO_NOT_STARTED' val=0
// CHECK-NEXT: 'TWO_SUSPEND_L13' val=[[#%u,FIRST:]]
// CHECK-NEXT: 'TWO_SUSPEND_L15' val=[[#FIRST+1]]
// CHECK-NEXT: 'TWO_DONE' val=4294967294
// CHECK-NEXT: 'TWO_RUNNING' val=4294967295
// CHECK:      [[UNION]]] UNION '(anon)' size=20 vlen=2
// CHECK-NEXT: 'L13' type_id=[[P1:[0-9]+]] bits_offset=0
// CHECK-NEXT: 'L15' type_id=[[P2:[0-9]+]] bits_offset=0
// CHECK:      [[P1]]] STRUCT '(anon)' size=20 vlen=2
// CHECK-NEXT: 'a' type_id={{[0-9]+}} bits_offset=32
// CHECK-NEXT: 'b' type_id={{[0-9]+}} bits_offset=96
// CHECK:      [[P2]]] STRUCT '(anon)' size=4 vlen=1
// CHECK-NEXT: 'c' type_id={{[0-9]+}} bits_offset=0
