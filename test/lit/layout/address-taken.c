// A local struct and a local array whose addresses are taken (passed to a
// helper) keep their contents across the suspension: the bytes are copied
// into the frame and back, at their own alignment, under their C names.
// RUN: %clang_bpf -c %s -o %t.o && %bpftool btf dump file %t.o format c > %t.h && clang-22 --target=bpf -fsyntax-only -x c %t.h
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

struct pair { unsigned int lo, hi; };
static long (*const read_mem)(void *dst, unsigned int size, const void *src) = (void *)4;

__bpf_coro static int addr(const void *p)
{
	struct pair pr;
	char name[6];
	read_mem(&pr, sizeof(pr), p);
	read_mem(name, sizeof(name), p);
	bpf_coro_yield(0);
	return pr.lo + pr.hi + name[5];
}

int use(void *f, long *out) { return bpf_coro_start(f, addr(0), out); }

// pr: 8 bytes, 4-aligned -> fills 20..28; name: 6 bytes at 28..34; 40 total.
// CHECK:      STRUCT 'addr__coro_frame' size=40 vlen=5
// CHECK-NEXT: '__resume_fn' type_id={{[0-9]+}} bits_offset=0
// CHECK-NEXT: '__destroy_fn' type_id={{[0-9]+}} bits_offset=64
// CHECK-NEXT: '__coro_index' type_id={{[0-9]+}} bits_offset=128
// CHECK-NEXT: 'pr' type_id=[[PAIR:[0-9]+]] bits_offset=160
// CHECK-NEXT: 'name' type_id={{[0-9]+}} bits_offset=224
// CHECK:      [[PAIR]]] STRUCT 'pair' size=8 vlen=2
