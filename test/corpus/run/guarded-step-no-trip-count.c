// A counter stepped only where a condition holds, made branchless by LLVM
// (`if ((v & 1) && j < 9) j++` as `j + zext(...)`), in a loop with no trip
// count, indexing a local with it. A resume checked the reloaded j as [0,
// INT_MAX] only: the induction over the loop took the step for 0 or 1
// whatever j was, and the verifier refused the index ("invalid unbounded
// variable-offset read from stack"; plain C loads). The step is now
// evaluated under the condition on its side (test/lit/split/reload-guarded-step.c).
// RUN: start 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 2; resume 5 -> SUSPENDED 3; resume 7 -> SUSPENDED 4; resume 9 -> SUSPENDED 5; resume 11 -> SUSPENDED 6; resume 13 -> SUSPENDED 7; resume 15 -> SUSPENDED 8; resume 17 -> SUSPENDED 9; resume 19 -> SUSPENDED 9; resume 21 -> SUSPENDED 9; resume 4 -> SUSPENDED 9; resume 0 -> DONE 3631
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
#define YIELD(x) bpf_coro_yield(x)

__bpf_coro static long co(long n)
{
	long t[10];
	long s = 0;
	int j = 0;

	for (int k = 0; k < 10; k++)
		t[k] = k * 3 + 1;
	for (;;) {
		long v = YIELD(j);

		if (!v)
			break;
		if ((v & 1) && j < 9)
			j++;
		s += t[j] + v;
	}
	return s * 10 + j + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
