// Two suspension points on one source line get distinct state names (by
// column) and their own save areas.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

__bpf_coro static long twice(long x)
{
	long a = bpf_coro_yield(x); long b = bpf_coro_yield(a);
	return a + b;
}

int use(void *f, long *out) { return bpf_coro_start(f, twice(1), out); }

// Only the second point saves anything: 'a' (x is dead after the first).
// CHECK:      STRUCT 'twice__coro_frame' size=32 vlen=4
// CHECK:      'a' type_id={{[0-9]+}} bits_offset=192
// CHECK:      ENUM 'twice__coro_state' encoding=UNSIGNED size=4 vlen=5
// CHECK-NEXT: 'TWICE_NOT_STARTED' val=0
// CHECK-NEXT: 'TWICE_SUSPEND_L9_C11' val=[[#%u,FIRST:]]
// CHECK-NEXT: 'TWICE_SUSPEND_L9_C39' val=[[#FIRST+1]]
// CHECK-NEXT: 'TWICE_DONE' val=4294967294
// CHECK-NEXT: 'TWICE_RUNNING' val=4294967295
