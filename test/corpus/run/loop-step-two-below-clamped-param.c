// A counter from 0 stepped by 2 below a parameter clamped to 40 from above
// only, a yield on every other trip (from an adversarial round on compiler
// flags; it failed at the default flags). The resume checked only `i < n`:
// i (LLVM made the skipped trips an inner loop, no recurrence for
// ScalarEvolution) and n ([INT_MIN, 40]) had ranges too wide to check, and
// the verifier counted i up from an unbounded value ("The sequence of 8193
// jumps is too complex"). They now narrow each other through the test: n
// is checked against [1, 40], i against [0, 39]. The plain program loads.
// Expected values from the body run as host C.
// RUN: start -3 -> DONE 0; start 7 -> SUSPENDED 4; resume 10 -> SUSPENDED 8; resume 20 -> DONE 38; start 100 -> SUSPENDED 4; resume 1 -> SUSPENDED 8; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 16; resume 1 -> SUSPENDED 20; resume 1 -> SUSPENDED 24; resume 1 -> SUSPENDED 28; resume 1 -> SUSPENDED 32; resume 1 -> SUSPENDED 36; resume 1 -> SUSPENDED 40; resume 1 -> DONE 50
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(int n)
{
	long x = 0;
	int i = 0;

	if (n > 40)
		n = 40;
	while (i < n) {
		i += 2;
		if (i & 2)
			continue;
		x += bpf_coro_yield(i);
	}
	return x + i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
