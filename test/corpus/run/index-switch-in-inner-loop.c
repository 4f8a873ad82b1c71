// An index stepped in a switch inside an inner loop that suspends (`+= 2`
// below 7, `= 0`, `--` above 0) and used in the outer loop: the inner
// loop's phi now starts from the outer loop's by that loop's induction,
// and the resume checks the index to [0, 8] (it checked nothing: "invalid
// unbounded variable-offset read from stack"). Found by an adversarial
// round; the expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 4; resume 3 -> SUSPENDED 3; resume 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 2; resume 1 -> DONE 1204
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u16 a[9] = {};
	int i = 0;
	for (int o = 0; o < 2; o++) {
		for (int k = 0; k < 3; k++) {
			switch (bpf_coro_yield(i)) {
			case 1:
				if (i < 7)
					i += 2;
				break;
			case 2:
				i = 0;
				break;
			case 3:
				if (i > 0)
					i--;
				break;
			}
		}
		a[i] += o + 1;
	}
	return a[0] + a[2] * 10 + a[4] * 100 + a[3] * 1000 + i;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
