// An unsigned ring index stepped by 3 and wrapped by a subtraction: `h +=
// 3; if (h >= 5) h -= 5`, which the optimiser made `h + 3 > 4 ? h - 2 :
// h + 3`. The choice tests h + 3, the arms compute from h: a compare of a
// value that adds a constant to another now says as much of that other
// one (h > 1 here), and the resume checks h to [0, 4] (it checked nothing:
// "invalid unbounded variable-offset read from stack"). Found by an
// adversarial round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 2 -> SUSPENDED 1; resume 3 -> SUSPENDED 4; resume 4 -> SUSPENDED 2; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 3; resume 7 -> SUSPENDED 1; resume 8 -> DONE 9051111
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u32 r[5] = {};
	unsigned h = 0;
	for (int n = 0; n < 8; n++) {
		r[h] += bpf_coro_yield(h);
		h += 3;
		if (h >= 5)
			h -= 5;
	}
	return r[0] + r[1] * 100 + r[2] * 10000 + r[3] * 1000000 + h;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
