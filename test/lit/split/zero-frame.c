// Proves: bpf_coro_zero_frame(fn) is a pointer to a read-only global in
// .rodata, as large as the frame, all zero, whose BTF type is the frame
// itself (a const struct fn__coro_frame), so libbpf's .rodata map holds a
// valid value to insert into a map of frames.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s
// RUN: llvm-objdump-22 -t %t.o | FileCheck %s --check-prefix=SYM
#include <bpf_coro.h>

__bpf_coro static int sum(int n)
{
	long s = n;

	s += bpf_coro_yield(1);
	return s;
}

const void *zero(void) { return bpf_coro_zero_frame(sum); }
int go(void *f, long *out) { return bpf_coro_start(f, sum(1), out); }

// CHECK:      [[FRAME:[0-9]+]]] STRUCT 'sum__coro_frame' size=[[SIZE:[0-9]+]]
// CHECK:      [[CONST:[0-9]+]]] CONST '(anon)' type_id=[[FRAME]]
// CHECK:      VAR 'sum__coro_zero' type_id=[[CONST]], linkage=static
// CHECK:      DATASEC '.rodata'
// CHECK-NEXT: type_id={{[0-9]+}} offset=0 size=[[SIZE]] (VAR 'sum__coro_zero')
// SYM: l     O .rodata {{[0-9a-f]+}} sum__coro_zero
