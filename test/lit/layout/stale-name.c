// A member carries a variable's name only if the saved value is what the
// variable holds at the suspension. In knock() the split saves i's value
// from the top of the loop (the `++i` is recomputed from it after the
// resume), while i at the yield is one more: the member must not claim to
// be i. In count() the saved value is i at the yield (it is incremented
// after it) and keeps the name.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

static const unsigned short seq[] = { 7001, 8002, 9003 };

__bpf_coro static int knock(unsigned short port)
{
	for (int i = 0;;) {
		if (port != seq[i])
			return 0;
		if (++i == 3)
			return 1;
		port = bpf_coro_yield(i);
	}
}

__bpf_coro static int count(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

int use(void *f, void *g, long *out)
{
	return bpf_coro_start(f, knock(7001), out) +
	       bpf_coro_start(g, count(3), out);
}

// CHECK:      STRUCT 'knock__coro_frame' size=24 vlen=4
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: '__tmp0' type_id={{[0-9]+}} bits_offset=160
// CHECK:      STRUCT 'count__coro_frame' size=32 vlen=6
// CHECK:      'i' type_id={{[0-9]+}} bits_offset=
