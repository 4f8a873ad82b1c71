// Proves: a counter stepped by 1 to a `!=` exit (`for (i = 45; i != 49;
// i++)`) with a suspension on some iterations is bounded. A resume splits
// the reloaded counter into the values it can have at the suspension, 45 to
// 48, which exclude the exit value (the loop test that held there, which
// LazyValueInfo loses on the loop's phi): with 49 among them, `i != 49`
// would never narrow the counter and neither this walk nor the verifier (The
// sequence of 8193 jumps is too complex) would ever see the loop end. (It
// was the range [45, 48], checked with >= and <=, until kernel 6.1 showed
// that from a range it never learns `i + 1 != 49`: counter-split-ne-exit.c.) Reduced
// from /work/shared/repro/checks-memory-blowup.bpf.c (1.8 GB, 4 s, then a
// false error). Loads and runs: ne_exit in test/kernel/progs/loopbound.bpf.c.
// RUN: %clang_verify %s
// RUN: %clang_bpf -c -o /dev/null -mllvm -bpf-coro-loop-trace %s 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// Predicate 32: eq.
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 [[I:%[0-9]+]], i32 45)
// CHECK-NEXT: br i1
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 [[I]], i32 48)
// CHECK-NOT: call i1 @llvm.bpf.compare.i32.i32(i32 32, i32 [[I]], i32 49)
// CHECK: loop walk:
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int ne_exit(int x)
{
	long s = 0;

	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

int use(void *f, long *out, int x) { return bpf_coro_start(f, ne_exit(x), out); }
