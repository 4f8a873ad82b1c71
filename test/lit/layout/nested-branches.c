// Suspensions in nested branches: each point saves exactly what is used on
// the paths leaving it. The deepest point saves x and y, the others one each.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile int src;

__bpf_coro static int nest(int x)
{
	int y = src;
	if (x > 0) {
		if (y > 0)
			y += bpf_coro_yield(1) + x;
		else
			bpf_coro_yield(2);
	} else {
		bpf_coro_yield(3);
	}
	return y;
}

int use(void *f, long *out) { return bpf_coro_start(f, nest(1), out); }

// CHECK:      STRUCT 'nest__coro_frame' size=32 vlen=4
// CHECK:      '__coro_spill' type_id=[[UNION:[0-9]+]] bits_offset=160
// CHECK:      ENUM 'nest__coro_state' encoding=UNSIGNED size=4 vlen=6
// CHECK-NEXT: 'NEST_NOT_STARTED' val=0
// CHECK-NEXT: 'NEST_SUSPEND_L14' val=[[#%u,FIRST:]]
// CHECK-NEXT: 'NEST_SUSPEND_L16' val=[[#FIRST+1]]
// CHECK-NEXT: 'NEST_SUSPEND_L18' val=[[#FIRST+2]]
// CHECK:      [[UNION]]] UNION '(anon)' size=8 vlen=3
// CHECK-NEXT: 'L14' type_id=[[P1:[0-9]+]] bits_offset=0
// CHECK-NEXT: 'L16' type_id=[[P2:[0-9]+]] bits_offset=0
// CHECK-NEXT: 'L18' type_id=[[P2]] bits_offset=0
// CHECK:      [[P1]]] STRUCT '(anon)' size=8 vlen=2
// CHECK-NEXT: 'x' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: 'y' type_id={{[0-9]+}} bits_offset=32
// CHECK:      [[P2]]] STRUCT '(anon)' size=4 vlen=1
// CHECK-NEXT: 'y' type_id={{[0-9]+}} bits_offset=0
