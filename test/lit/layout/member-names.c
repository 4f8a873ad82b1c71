// Member names are unique in each struct of the frame and unlike the
// header's, whatever the variables are called: a parameter and locals named
// like the header members, two variables `x` saved at one point next to a
// third called `x_2`. Two variables `x` saved at different points, at
// different offsets, keep their name: each point's area is a struct of its
// own, named after its line. bpftool's C dump of the frames compiles.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o format c > %t.h
// RUN: FileCheck %s < %t.h
// RUN: clang-22 --target=bpf -fsyntax-only -x c %t.h
#include "bpf_coro.h"

volatile long src;

__bpf_coro static int hdr(int __coro_index)
{
	long __resume_fn = src, __destroy_fn = src, __coro_spill = src;

	bpf_coro_yield(0);
	return __coro_index + __resume_fn + __destroy_fn + __coro_spill;
}

// CHECK-LABEL: struct hdr__coro_frame {
// CHECK-NEXT:  unsigned long long __resume_fn;
// CHECK-NEXT:  unsigned long long __destroy_fn;
// CHECK-NEXT:  enum hdr__coro_state __coro_index;
// CHECK-NEXT:  int __coro_index_2;
// CHECK-NEXT:  {{.*}} __resume_fn_2;
// CHECK-NEXT:  {{.*}} __destroy_fn_2;
// CHECK-NEXT:  {{.*}} __coro_spill_2;
// CHECK-NEXT: };

__bpf_coro static long dup(void)
{
	long x = src, x_2 = src;

	{
		long x = src;

		bpf_coro_yield(0);
		x_2 ^= x;
	}
	return x * x_2;
}

// CHECK-LABEL: struct dup__coro_frame {
// CHECK-NEXT:  unsigned long long __resume_fn;
// CHECK-NEXT:  unsigned long long __destroy_fn;
// CHECK-NEXT:  enum dup__coro_state __coro_index;
// CHECK-DAG:   long x;
// CHECK-DAG:   long x_2;
// CHECK-DAG:   long x_3;
// CHECK:      };

__bpf_coro static long two(void)
{
	long s = src;

	{
		char x = src;

		bpf_coro_yield(0);
		s += x;
	}
	{
		long x = src;
		int y = src;

		bpf_coro_yield(1);
		s += x + y;
	}
	return s;
}

// CHECK-LABEL: struct two__coro_frame {
// CHECK:       union {
// CHECK-NEXT:    struct {
// CHECK-NEXT:      char x;
// CHECK:         } {{.*}}L[[#]];
// CHECK-NEXT:    struct {
// CHECK-NEXT:      int y;
// CHECK-NEXT:      long s;
// CHECK-NEXT:      long x;
// CHECK-NEXT:    } {{.*}}L[[#]];
// CHECK-NEXT:  } __coro_spill;

long use(void *f, long *out)
{
	return bpf_coro_start(f, hdr(1), out) + bpf_coro_start(f, dup(), out) +
	       bpf_coro_start(f, two(), out);
}
