// Suspensions whose save areas hold the same values at the same offsets
// (here every point of a loop keeps `acc` and `i`) are shown in BTF as one
// area, members directly in the frame as for a single point, not as a union
// of identical structs: the state enum still names every point, and the
// union's member names only grew the object's BTF string table, which the
// BPF backend searches linearly (bench/'s seq 1000 compiled 1.4 times as
// long with them). Areas that differ in anything, here a point that also
// keeps `t`, still get the union (two-points.c).
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile long src;

__bpf_coro static long same(void)
{
	long acc = src;

	for (int i = 0; i < 4; i++) {
		acc += bpf_coro_yield(acc);
		acc ^= bpf_coro_yield(i);
		acc -= bpf_coro_yield(acc + i);
	}
	return acc;
}

__bpf_coro static long differ(void)
{
	long acc = src;

	for (int i = 0; i < 4; i++) {
		acc += bpf_coro_yield(acc);
		long t = src;
		acc ^= bpf_coro_yield(i);
		acc -= t;
	}
	return acc;
}

int use(void *f, long *out) { return bpf_coro_start(f, same(), out); }
int use2(void *f, long *out) { return bpf_coro_start(f, differ(), out); }

// CHECK:      STRUCT 'same__coro_frame' size=32 vlen=5
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id=[[STATE:[0-9]+]] bits_offset=128
// CHECK-NEXT: 'i' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 'acc' type_id={{[0-9]+}} bits_offset=192
// CHECK:      [[STATE]]] ENUM 'same__coro_state' encoding=UNSIGNED size=4 vlen=6
// CHECK-NEXT: 'SAME_NOT_STARTED' val=0
// CHECK-NEXT: 'SAME_SUSPEND_L20' val=[[#%u,FIRST:]]
// CHECK-NEXT: 'SAME_SUSPEND_L21' val=[[#FIRST+1]]
// CHECK-NEXT: 'SAME_SUSPEND_L22' val=[[#FIRST+2]]

// CHECK:      STRUCT 'differ__coro_frame' size={{[0-9]+}} vlen=4
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: '__coro_spill' type_id=[[UNION:[0-9]+]] bits_offset=160
// CHECK:      [[UNION]]] UNION '(anon)' size={{[0-9]+}} vlen=2
// CHECK-NEXT: 'L32' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: 'L34' type_id={{[0-9]+}} bits_offset=0
