// Two ring indices, one wrapped in the inner loop and one in the outer,
// the suspension in the inner loop: `if (++j == 5) j = 0` and `if (++i ==
// 3) i = 0`. The ranges an int's compare leaves below zero are now
// narrowed by the induction over the loop, and each reload is checked to
// its ring ("math between fp pointer and register with unbounded min
// value"). Found by an adversarial round; the expected values are the
// body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 3 -> SUSPENDED 13; resume 4 -> SUSPENDED 14; resume 5 -> SUSPENDED 10; resume 6 -> SUSPENDED 21; resume 7 -> SUSPENDED 22; resume 8 -> SUSPENDED 23; resume 9 -> SUSPENDED 4; resume 10 -> SUSPENDED 0; resume 11 -> SUSPENDED 1; resume 12 -> DONE 3036241539
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u32 a[3] = {}, b[5] = {};
	int i = 0, j = 0;
	for (int o = 0; o < 4; o++) {
		for (int k = 0; k < 3; k++) {
			long v = bpf_coro_yield(i * 10 + j);
			a[i] += v;
			b[j] += v * 2;
			if (++j == 5)
				j = 0;
		}
		if (++i == 3)
			i = 0;
	}
	return a[0] + a[1] * 100 + a[2] * 10000 + b[0] * 1000000 + b[4] * 100000000;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
