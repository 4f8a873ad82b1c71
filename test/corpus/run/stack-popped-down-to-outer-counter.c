// A cursor pushed under `sp < 8` in one inner loop and popped down to
// the outer loop's counter in the next (`for (; sp > r; sp--)`): the
// pop's bound r, a counter LazyValueInfo loses on the loop's cycle, left
// the induction over the cursor no floor, and the resume indexed st[]
// with a reload checked for nothing. The bound's range now comes from
// ScalarEvolution too, and the cursor is [0, 8]. Found by an adversarial
// round; the expected values are the body's, run on the host.
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 3 -> SUSPENDED 3; resume 4 -> SUSPENDED 97; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 1; resume 7 -> SUSPENDED 2; resume 8 -> SUSPENDED 3; resume 9 -> SUSPENDED 107; resume 10 -> SUSPENDED 1; resume 11 -> SUSPENDED 2; resume 12 -> SUSPENDED 3; resume 13 -> SUSPENDED 4; resume 14 -> SUSPENDED 6; resume 15 -> DONE 7191
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u16 st[8];
	int sp = 0;
	long s = z;
	for (int r = 0; r < 3; r++) {
		for (int k = 0; k < 4; k++) {
			long v = bpf_coro_yield(sp);
			if (sp < 8)
				st[sp++] = (__u16)v;
		}
		for (; sp > r; sp--)
			s = s * 2 + st[sp - 1];
		s += bpf_coro_yield(s & 0xff);
	}
	return s + sp;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
