// A struct whose address is never taken is split into its fields first:
// only the fields read after the suspension are saved, each at its own
// width (here 'p.lo' and 'p.tag', not the 24-byte struct).
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

struct triple { unsigned long long lo, hi; unsigned short tag; };
volatile unsigned long long src;

__bpf_coro static long fields(void)
{
	struct triple p = { src, src, (unsigned short)src };
	bpf_coro_yield(p.hi);
	return p.lo + p.tag;
}

int use(void *f, long *out) { return bpf_coro_start(f, fields(), out); }

// Fields are named var_field from the debug info fragments SROA leaves:
// tag@20 (2 bytes), lo@24 (8): 32 bytes.
// CHECK:      STRUCT 'fields__coro_frame' size=32 vlen=5
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'p_tag' type_id={{[0-9]+}} bits_offset=160
// CHECK-NEXT: 'p_lo' type_id={{[0-9]+}} bits_offset=192
