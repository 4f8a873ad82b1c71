// A depth popped in an inner `while (d > 0)` that suspends: saved there,
// the depth is checked after a resume as what `d > 0` leaves, [1,
// INT_MAX], a range too wide to be an index's; the induction that bounds
// it by the loop's pushes ran only for ranges wider still, and the resume
// read st[d - 1] unbounded ("invalid unbounded variable-offset read from
// stack"). Now [1, 4] (lib/BPFCoroSplit/ReloadRanges.cpp). Found by an
// adversarial round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED -1; resume 3 -> SUSPENDED 1; resume 1 -> SUSPENDED -1; resume 4 -> SUSPENDED 2; resume 1 -> SUSPENDED -1; resume 5 -> SUSPENDED 3; resume 2 -> SUSPENDED 5; resume 0 -> SUSPENDED 54; resume 0 -> SUSPENDED 543; resume 0 -> SUSPENDED 0; resume 1 -> SUSPENDED -1; resume 6 -> SUSPENDED 1; resume 2 -> SUSPENDED 5436; resume 0 -> SUSPENDED 0; resume 0 -> DONE 5436
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
	for (int n = 0; n < 20; n++) {
		long op = bpf_coro_yield(d);
		if (op == 0)
			break;
		if (op == 1) {
			long v = bpf_coro_yield(-1);
			if (d < 4)
				st[d++] = v;
		} else {
			while (d > 0) {
				d--;
				s = s * 10 + st[d];
				bpf_coro_yield(s);
			}
		}
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
