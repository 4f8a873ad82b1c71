// A push guarded by `op == 1 && d < 4`: the optimiser makes the guard a
// select of two compares, whose halves the induction over d did not read,
// so d + 1 grew without bound and the reloaded depth indexed st[]
// unchecked. Each compare a branch's condition implies now narrows the
// values on its edge. Found by an adversarial round; the expected values
// are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 2; resume 0 -> SUSPENDED 21; resume 0 -> SUSPENDED 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u32 st[4];
	int d = 0;
	long s = 0;
	for (int n = 0; n < 5; n++) {
		long op = bpf_coro_yield(d);
		if (op == 1 && d < 4)
			st[d++] = n + 1;
		else
			while (d > 0) {
				d--;
				s = s * 10 + st[d];
				bpf_coro_yield(s);
			}
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
