// A push guarded by `sp < 6` (`st[sp++] = t`), carried around a loop with a
// suspension whose value is the top `st[sp - 1]`: the join of sp and sp + 1
// inside the loop is bounded by the guard on its edge, and the reloaded sp
// is checked against [0, 6].
// RUN: start 8 -> SUSPENDED 0; resume 3 -> SUSPENDED 3; resume 6 -> SUSPENDED 6; resume 9 -> SUSPENDED 9; resume 12 -> SUSPENDED 12; resume 15 -> SUSPENDED 15; resume 18 -> SUSPENDED 18; resume 21 -> SUSPENDED 18; resume 24 -> DONE 21
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long st[6] = {};
	unsigned int sp = 0;

	for (int i = 0; i < n && i < 30; i++) {
		long t = bpf_coro_yield(sp ? st[sp - 1] : 0);

		if (sp < 6)
			st[sp++] = t;
	}
	return st[0] + st[5];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
