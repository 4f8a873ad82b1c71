// Proves: a counter stepped by 1 to a `!=` exit (`for (i = 45; i != 49;
// i++)`) with a suspension on some iterations is bounded. A resume re-checks
// the reloaded counter against the range it had at the suspension, and that
// range excludes the exit value (the loop test that held there, which
// LazyValueInfo loses on the loop's phi): with 49 in it, `i != 49` would
// never narrow the counter and neither this walk nor the verifier (The
// sequence of 8193 jumps is too complex) would ever see the loop end. Reduced
// from /work/shared/repro/checks-memory-blowup.bpf.c (1.8 GB, 4 s, then a
// false error). Loads and runs: ne_exit in test/kernel/progs/loopbound.bpf.c.
// RUN: %clang_verify %s
// RUN: %clang_bpf -c -o /dev/null -mllvm -bpf-coro-loop-trace %s 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 35, i32 [[I:%[0-9]+]], i32 45)
// CHECK-NEXT: br i1
// CHECK: call i1 @llvm.bpf.compare.i32.i32(i32 37, i32 [[I]], i32 48)
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
