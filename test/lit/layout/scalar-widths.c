// Scalars of every width live across one suspension are packed by
// decreasing alignment, the 4-byte value filling the hole after the header:
// u32@20, u64@24, u16@32, u8@34 -> 35 bytes, rounded to 40.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

volatile unsigned long long src;

__bpf_coro static long widths(void)
{
	unsigned char a = src;
	unsigned short b = src;
	unsigned int c = src;
	unsigned long long d = src;
	bpf_coro_yield(0);
	return a + b + c + d;
}

int use(void *f, long *out) { return bpf_coro_start(f, widths(), out); }

// CHECK:      STRUCT 'widths__coro_frame' size=40 vlen=7
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'c' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 'd' type_id={{[0-9]+}} bits_offset=192
// CHECK-NEXT: 'b' type_id={{[0-9]+}} bits_offset=256
// CHECK-NEXT: 'a' type_id={{[0-9]+}} bits_offset=272
