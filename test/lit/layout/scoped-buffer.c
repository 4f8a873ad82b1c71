// A buffer declared inside the loop body is dead at the suspension that
// ends each iteration (its lifetime starts again in the next one), so it
// takes no frame space although it is used on both sides of the suspension
// in program order; one declared outside the loop and read after resuming
// is saved.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

static long (*const read_mem)(void *dst, unsigned int size, const void *src) = (void *)4;

__bpf_coro static int scoped(unsigned long src)
{
	int s = 0;
	for (int i = 0; i < 4; i++) {
		char tmp[32];
		read_mem(tmp, sizeof(tmp), (const void *)src);
		s += tmp[i];
		bpf_coro_yield(s);
	}
	return s;
}

__bpf_coro static int kept(const void *p)
{
	char keep[32];
	read_mem(keep, sizeof(keep), p);
	bpf_coro_yield(0);
	return keep[3];
}

int use(void *f, long *out) { return bpf_coro_start(f, scoped(0), out); }
int use2(void *f, long *out) { return bpf_coro_start(f, kept(0), out); }

// CHECK:      STRUCT 'scoped__coro_frame' size=40 vlen=6
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'i' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 'src' type_id={{[0-9]+}} bits_offset=192
// CHECK-NEXT: 's' type_id={{[0-9]+}} bits_offset=256
// CHECK:      STRUCT 'kept__coro_frame' size=56 vlen=4
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'keep' type_id={{[0-9]+}} bits_offset=160
