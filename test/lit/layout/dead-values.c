// A value used only before the suspension, and a parameter used only before
// the first suspension, take no frame space: only 'keep' crosses it.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile int sink;

__bpf_coro static int dead(int before, int keep)
{
	int tmp = before * 3;
	sink = tmp;
	bpf_coro_yield(tmp);
	return keep;
}

int use(void *f, long *out) { return bpf_coro_start(f, dead(1, 2), out); }

// CHECK:      STRUCT 'dead__coro_frame' size=24 vlen=4
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'keep' type_id={{[0-9]+}} bits_offset=160
// The struct ends here: neither 'before' nor 'tmp' is a member.
// CHECK-NEXT: {{^\[[0-9]+\] }}
