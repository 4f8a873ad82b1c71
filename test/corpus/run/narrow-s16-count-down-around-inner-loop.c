// As narrow-count-down-around-inner-loop.c with a `__s16` counter.
// k=4..1, j=0,3,6: yields j; s += in + la[j/3]*3 + j ; then s += la[k-1]*3 + k
// RUN: start 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6
// RUN: resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6
// RUN: resume 1 -> DONE 253
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long a)
{
	__s32 la[16] = {};
	long s = 0;
	for (__s16 k = 4; k > 0; k--) {
		la[k - 1] = a + k;
		for (long j = 0; j < 9; j += 3) {
			la[j / 3] = a + j;
			s += bpf_coro_yield(j);
			s += la[j / 3] * 3 + j;
		}
		s += la[k - 1] * 3 + k;
	}
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
