// A counter that leaves a cycle entered in its middle (`goto B` into a
// `goto A` loop: control flow that is no loop) and is saved in the loop
// around it: the induction over the outer loop took the cycle's phi for
// a join within one iteration, applied the exit test `j >= 10` to the
// previous trip's value, and checked the reloaded i against [0, 0]: a
// valid frame came back CORRUPT (a wrong status). Values computed in such
// a cycle now take LazyValueInfo's range alone. Found by a review of the
// induction; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 2 -> SUSPENDED 10; resume 3 -> SUSPENDED 10; resume 4 -> DONE 110
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	int i = 0;
	long acc = 0;
	for (int n = 0; n < 4; n++) {
		long v = bpf_coro_yield(i);
		int j = i;
		if (v & 1)
			goto B;
	A:
		j = j + 1;
	B:
		if (j < 10) {
			j = j + 1;
			goto A;
		}
		i = j & 0x7ffffffe;
		acc += i * v;
	}
	return acc + i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
