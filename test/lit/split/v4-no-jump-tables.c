// At -mcpu=v4 LLVM lowers large switches to jump tables (gotox), which
// current kernels and libbpf cannot load; the dispatch over 64 suspension
// points stays a compare chain.
// RUN: %clang_bpf -mcpu=v4 -S %s -o - | FileCheck %s
// CHECK-LABEL: many__coro_resume:
// CHECK-NOT: gotox
#include "bpf_coro.h"

#define Y1 acc += bpf_coro_yield(acc);
#define Y4 Y1 Y1 Y1 Y1
#define Y16 Y4 Y4 Y4 Y4
#define Y64 Y16 Y16 Y16 Y16

__bpf_coro static long many(long acc)
{
	for (;;) {
		Y64
	}
	return acc;
}

int use(void *f, long *out) { return bpf_coro_resume(many, f, 1, out) + bpf_coro_start(f, many(2), out); }
