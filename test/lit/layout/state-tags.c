// Proves: the states of a coroutine's suspension points carry its tag,
// (tag << 12) | k (docs/ABI.md section 3), and no two coroutines of one
// object share a state. co226 and co436 hash to the same 20-bit tag
// (0xefc41): the one split second takes the next free tag.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s
#include "bpf_coro.h"

__bpf_coro static int co226(void)
{
	bpf_coro_yield(0);
	bpf_coro_yield(1);
	return 2;
}

__bpf_coro static int co436(void)
{
	bpf_coro_yield(0);
	return 1;
}

int use(void *f, void *g, long *out)
{
	return bpf_coro_start(f, co226(), out) + bpf_coro_start(g, co436(), out);
}

// 0xefc41001 and 0xefc41002; then 0xefc42001.
// CHECK:      ENUM 'co226__coro_state' encoding=UNSIGNED size=4 vlen=5
// CHECK-NEXT: 'CO226_NOT_STARTED' val=0
// CHECK-NEXT: 'CO226_SUSPEND_L11' val=4022603777
// CHECK-NEXT: 'CO226_SUSPEND_L12' val=4022603778
// CHECK-NEXT: 'CO226_DONE' val=4294967294
// CHECK-NEXT: 'CO226_RUNNING' val=4294967295
// CHECK:      ENUM 'co436__coro_state' encoding=UNSIGNED size=4 vlen=4
// CHECK-NEXT: 'CO436_NOT_STARTED' val=0
// CHECK-NEXT: 'CO436_SUSPEND_L18' val=4022607873
// CHECK-NEXT: 'CO436_DONE' val=4294967294
// CHECK-NEXT: 'CO436_RUNNING' val=4294967295
