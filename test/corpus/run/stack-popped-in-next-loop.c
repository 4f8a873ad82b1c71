// A depth pushed in one inner loop and popped in the do-while after it,
// which suspends: the popping loop's phi starts from the pushing loop's,
// not from an enclosing loop's, so no induction gave it a start and the
// resume read st[d] unchecked ("invalid unbounded variable-offset read
// from stack"). A start that is any other loop's header phi is now
// bounded by that loop's induction. Found by an adversarial round; the
// expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 4 -> SUSPENDED 1; resume 4 -> SUSPENDED 2; resume 4 -> SUSPENDED 12; resume 4 -> SUSPENDED 20; resume 4 -> SUSPENDED 24; resume 4 -> SUSPENDED 0; resume 4 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 33; resume 3 -> SUSPENDED 2; resume 9 -> SUSPENDED 3; resume 9 -> SUSPENDED 4; resume 9 -> SUSPENDED 88; resume 9 -> SUSPENDED 4; resume 9 -> SUSPENDED 5; resume 9 -> SUSPENDED 148; resume 9 -> DONE 1484
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u64 st[5] = {};
	unsigned d = 0;
	long s = 0;
	for (int n = 0; n < 4; n++) {
		for (int k = 0; k < 3; k++) {
			long v = bpf_coro_yield(d);
			if (d >= 5)
				break;
			st[d++] = v + n;
		}
		do {
			if (d == 0)
				break;
			d--;
			s += st[d] * (d + 1);
			if (bpf_coro_yield(s) & 1)
				break;
		} while (d > 0);
	}
	return s * 10 + d;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
