// With no 8-byte value saved, small values pack from offset 20 with no
// padding at all: a bool-sized flag alone gives the 24-byte minimum frame.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile unsigned char src;

__bpf_coro static int flag(void)
{
	unsigned char f = src;
	bpf_coro_yield(0);
	return f;
}

int use(void *f, long *out) { return bpf_coro_start(f, flag(), out); }

// CHECK:      STRUCT 'flag__coro_frame' size=24 vlen=4
// CHECK:      'f' type_id={{[0-9]+}} bits_offset=160
