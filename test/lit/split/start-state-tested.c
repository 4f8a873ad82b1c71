// Proves: a caller that tests the state before an inlined start
// (bpf_coro_suspended() false: NOT_STARTED, DONE or RUNNING) keeps only the
// start's BUSY leg. The start's own test (NOT_STARTED or DONE, an opaque
// compare for the verifier) is restated as assumptions where it fails, so
// the optimiser sees that only RUNNING is left there: no INVALID (-22) and
// no CORRUPT (-117) code is loaded and walked (bench/'s steps: 101
// processed instructions before, 94 after).
// RUN: %clang_bpf -S %s -o - | FileCheck %s
#include "bpf_coro.h"

__bpf_coro static int count(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

int start_fresh(void *f, long *out)
{
	if (bpf_coro_suspended(f))
		return 0;
	return bpf_coro_start(f, count(3), out);
}

// CHECK-LABEL: start_fresh:
// CHECK:         cmpxchg32_32
// CHECK-NOT:     = -22
// CHECK-NOT:     = -117
// CHECK:       .Lfunc_end0:
